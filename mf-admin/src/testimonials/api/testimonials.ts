// Testimonials for /admin/testimonials: rows read with the session (the table is public), every
// change through admin-moderation (the table grants nobody a write; each change is audited).
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { FUNCTIONS } from '@instamg/shared/appwrite/ids';
import type { TestimonialValues } from '@instamg/shared/domain/content/testimonial';
import type { RowMeta, TestimonialsRow } from '@instamg/shared/appwrite/rows';

export type TestimonialRow = RowMeta & Pick<TestimonialsRow, 'name' | 'city' | 'rating' | 'text' | 'is_active'>;

export async function updateTestimonial(id: string, values: TestimonialValues): Promise<TestimonialRow> {
  return (
    await callFunction<{ testimonial: TestimonialRow }>(FUNCTIONS.adminModeration, {
      action: 'update_testimonial',
      testimonial_id: id,
      values,
    })
  ).testimonial;
}

/** Approve (shown on the home page) or hide. */
export async function setTestimonialActive(id: string, active: boolean): Promise<TestimonialRow> {
  return (
    await callFunction<{ testimonial: TestimonialRow }>(FUNCTIONS.adminModeration, {
      action: 'set_testimonial_active',
      testimonial_id: id,
      active,
    })
  ).testimonial;
}

/** A new testimonial, hidden until an admin approves it. */
export async function createTestimonial(values: TestimonialValues): Promise<TestimonialRow> {
  return (
    await callFunction<{ testimonial: TestimonialRow }>(FUNCTIONS.adminModeration, {
      action: 'create_testimonial',
      values,
    })
  ).testimonial;
}
