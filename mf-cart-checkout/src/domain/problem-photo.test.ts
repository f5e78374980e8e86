import { describe, expect, it } from 'vitest';
import {
  MAX_PROBLEM_PHOTOS,
  PROBLEM_PHOTO_MAX_BYTES,
  problemPhotoProblem,
  problemPhotosProblem,
} from './problem-photo';

const photo = (name: string, size = 1000, type = '') => ({ name, size, type });

describe('problem photos', () => {
  it('takes jpg, png and heic up to 5 MB', () => {
    expect(problemPhotoProblem(photo('a.jpg', 1, 'image/jpeg'))).toBeNull();
    expect(problemPhotoProblem(photo('a.JPEG', PROBLEM_PHOTO_MAX_BYTES, 'image/jpeg'))).toBeNull();
    expect(problemPhotoProblem(photo('a.png', 10, 'image/png'))).toBeNull();
    expect(problemPhotoProblem(photo('IMG_1.HEIC', 10, ''))).toBeNull();
    expect(problemPhotoProblem(photo('IMG_1.heic', 10, 'image/heif'))).toBeNull();
  });
  it('says why anything else is refused', () => {
    expect(problemPhotoProblem(photo('bill.pdf', 10, 'application/pdf'))).toBe(
      'bill.pdf: please choose a JPG, PNG or HEIC photo.',
    );
    expect(problemPhotoProblem(photo('a.gif', 10, 'image/gif'))).toBe('a.gif: please choose a JPG, PNG or HEIC photo.');
    expect(problemPhotoProblem(photo('a.jpg', 10, 'image/png'))).toBe(
      'a.jpg says it is .jpg but its content type is image/png. Please choose the original photo.',
    );
    expect(problemPhotoProblem(photo('a.jpg', 0))).toBe('a.jpg is empty.');
    expect(problemPhotoProblem(photo('a.jpg', PROBLEM_PHOTO_MAX_BYTES + 1))).toBe(
      'a.jpg is larger than 5 MB. Please choose a smaller photo.',
    );
  });
  it('at most 3 per report, first problem wins', () => {
    expect(MAX_PROBLEM_PHOTOS).toBe(3);
    expect(problemPhotosProblem([])).toBeNull();
    expect(problemPhotosProblem([photo('1.jpg'), photo('2.jpg'), photo('3.jpg')])).toBeNull();
    expect(problemPhotosProblem([photo('1.jpg'), photo('2.jpg'), photo('3.jpg'), photo('4.jpg')])).toBe(
      'Add at most 3 photos.',
    );
    expect(problemPhotosProblem([photo('1.jpg'), photo('2.txt'), photo('3.jpg', 0)])).toBe(
      '2.txt: please choose a JPG, PNG or HEIC photo.',
    );
  });
});
