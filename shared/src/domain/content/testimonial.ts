// A customer testimonial on the home page (issue 19 §5): which values it may hold, checked once for
// the admin's editor and the admin-moderation function (which re-checks what it writes). The home
// page shows only active rows. Pure: the browser and the functions' bundles both import it.
import { isRecord } from '../guards';

/** The testimonials table's column sizes (appwrite.json). */
export const TESTIMONIAL_LIMITS = { name: 128, city: 64, text: 1000 } as const;
/** Shorter than this is not a testimonial worth showing. */
export const TESTIMONIAL_MIN_TEXT = 10;

/** The columns an admin edits (activation is its own action). */
export interface TestimonialValues {
  name: string;
  city: string;
  rating: number;
  text: string;
}

export type TestimonialField = keyof TestimonialValues;
export type TestimonialErrors = Partial<Record<TestimonialField, string>>;

export type TestimonialRead = { ok: true; values: TestimonialValues } | { ok: false; errors: TestimonialErrors };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Checks an edit (what the editor sends, or a function's body); ratings are whole stars 1–5. */
export function readTestimonialValues(raw: unknown): TestimonialRead {
  if (!isRecord(raw)) return { ok: false, errors: { name: 'Send the testimonial’s values.' } };
  const values: TestimonialValues = {
    name: text(raw.name),
    city: text(raw.city),
    rating: typeof raw.rating === 'string' && raw.rating.trim() !== '' ? Number(raw.rating) : (raw.rating as number),
    text: text(raw.text),
  };
  const errors: TestimonialErrors = {};
  if (!values.name) errors.name = 'Enter the customer’s name as they agreed to show it';
  else if (values.name.length > TESTIMONIAL_LIMITS.name)
    errors.name = `Use at most ${TESTIMONIAL_LIMITS.name} characters`;
  if (!values.city) errors.city = 'Enter the city';
  else if (values.city.length > TESTIMONIAL_LIMITS.city)
    errors.city = `Use at most ${TESTIMONIAL_LIMITS.city} characters`;
  if (!Number.isInteger(values.rating) || values.rating < 1 || values.rating > 5)
    errors.rating = 'Choose a rating from 1 to 5 stars';
  if (values.text.length < TESTIMONIAL_MIN_TEXT) errors.text = `Write at least ${TESTIMONIAL_MIN_TEXT} characters`;
  else if (values.text.length > TESTIMONIAL_LIMITS.text)
    errors.text = `Use at most ${TESTIMONIAL_LIMITS.text} characters`;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}

/** The first problem, for a function's one-line refusal ("Text: write at least 10 characters"). */
export function firstTestimonialError(errors: TestimonialErrors): string {
  const names: Record<TestimonialField, string> = { name: 'Name', city: 'City', rating: 'Rating', text: 'Text' };
  const field = (Object.keys(names) as TestimonialField[]).find((key) => errors[key]);
  if (!field) return 'Check the testimonial.';
  const message = errors[field]!;
  return `${names[field]}: ${message.charAt(0).toLowerCase()}${message.slice(1)}.`;
}
