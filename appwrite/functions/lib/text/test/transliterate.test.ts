import { describe, expect, it } from 'vitest';
import { hasDevanagari, toLatin } from '../transliterate.ts';

describe('toLatin', () => {
  it('leaves Latin text exactly as typed', () => {
    for (const q of ['Dolo 650', 'crosin', 'Zerodol-P', 'Crème 5 %', '']) expect(toLatin(q)).toBe(q);
    expect(hasDevanagari('dolo 650')).toBe(false);
    expect(hasDevanagari('डोलो')).toBe(true);
  });

  it.each([
    ['डोलो 650', 'dolo 650'],
    ['डोलो ६५०', 'dolo 650'],
    ['क्रोसिन', 'krosin'],
    ['पैरासिटामोल', 'parasitamol'],
    ['कालपोल', 'kalpol'],
    ['पैन 40 टैबलेट', 'pan 40 tablet'],
    ['सेट्रिज़िन', 'setrizin'],
    ['ज़ायरटेक', 'zayartek'],
    ['मेटफॉर्मिन', 'metphormin'],
    ['अश्वगंधा', 'ashwagandha'],
    ['द्वारका', 'dwarka'],
    ['जयपुर', 'jaipur'],
    ['मुंबई', 'mumbai'],
    ['फ़ेक्सो', 'fekso'],
  ])('%s → %s (letters, nukta, ऑ/ै, schwa deletion, w, ai, m)', (devanagari, latin) => {
    expect(toLatin(devanagari)).toBe(latin);
  });

  it('reads a nukta typed as its own character or precomposed the same way', () => {
    expect(toLatin('\u091c\u093cिंक')).toBe(toLatin('\u095bिंक'));
  });

  it('spells English letters written by name (brand suffixes)', () => {
    expect(toLatin('मोंटेयर एलसी')).toBe('monteyar lc');
    expect(toLatin('पैन डी')).toBe('pan d');
    expect(toLatin('लिवोजेन एक्सटी')).toBe('livojen xt');
    expect(toLatin('पैंटोसिड डीएसआर')).toBe('pantosid dsr');
  });

  it('keeps Latin words of a mixed query', () => {
    expect(toLatin('Telma टैबलेट')).toBe('Telma tablet');
  });
});
