import { describe, expect, it } from 'vitest';
import { readWidgetOptions, widgetHref } from './options';

describe('readWidgetOptions', () => {
  it('needs an http(s) endpoint and a project', () => {
    expect(() => readWidgetOptions({ project: 'instamg' })).toThrow(
      '<delivery-selector>: the endpoint attribute is required',
    );
    expect(() => readWidgetOptions({ endpoint: 'http://localhost:8080/v1', project: '  ' })).toThrow(
      'the project attribute is required',
    );
    expect(() => readWidgetOptions({ endpoint: 'ftp://x', project: 'p' })).toThrow(
      'endpoint must be an http(s) URL, got "ftp://x"',
    );
  });

  it('reads the optional attributes, blank as unset', () => {
    expect(
      readWidgetOptions({
        endpoint: ' https://api.instamg.in/v1 ',
        project: 'instamg',
        siteUrl: '',
        googleMapsKey: 'k',
      }),
    ).toEqual({
      endpoint: 'https://api.instamg.in/v1',
      project: 'instamg',
      siteUrl: undefined,
      googleMapsKey: 'k',
      ipLocationUrl: undefined,
      lang: 'en-IN',
    });
  });

  it('reads lang as the widget language: hi / hi-IN is Hindi, anything else English', () => {
    const lang = (value: unknown) => readWidgetOptions({ endpoint: 'https://a.in/v1', project: 'p', lang: value }).lang;
    expect(lang('hi')).toBe('hi-IN');
    expect(lang(' HI-in ')).toBe('hi-IN');
    expect(lang('en-GB')).toBe('en-IN');
    // The global lang attribute may name a language instamg does not speak: English, not an error.
    expect(lang('ta')).toBe('en-IN');
    expect(lang(null)).toBe('en-IN');
    expect(() => lang(7)).toThrow('lang must be a string');
  });
});

describe('widgetHref', () => {
  it('points app paths at the instamg site', () => {
    expect(widgetHref(undefined, '/auth')).toBe('https://instamg.in/auth');
    expect(widgetHref('http://localhost:3100', '/account')).toBe('http://localhost:3100/account');
  });
});
