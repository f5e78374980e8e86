import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@instamg/shared/mui';
import {
  TESTIMONIAL_LIMITS,
  readTestimonialValues,
  type TestimonialErrors,
  type TestimonialValues,
} from '@instamg/shared/domain/content/testimonial';
import type { TestimonialRow } from '../api/testimonials';

interface TestimonialDialogProps {
  /** null: a new one. */
  testimonial: TestimonialRow | null;
  onClose(): void;
  /** Saves; rejects with the function's message. */
  onSave(values: TestimonialValues): Promise<unknown>;
}

/** Add or edit a testimonial's name, city, rating and text (the shared validator, as the function checks). */
export function TestimonialDialog({ testimonial, onClose, onSave }: TestimonialDialogProps) {
  const [form, setForm] = useState({
    name: testimonial?.name ?? '',
    city: testimonial?.city ?? '',
    rating: String(testimonial?.rating ?? 5),
    text: testimonial?.text ?? '',
  });
  const [errors, setErrors] = useState<TestimonialErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
    error: Boolean(errors[key]),
    helperText: errors[key],
  });
  const save = async () => {
    const read = readTestimonialValues(form);
    if (!read.ok) return setErrors(read.errors);
    setErrors({});
    setBusy(true);
    try {
      await onSave(read.values);
      onClose();
    } catch (failed) {
      setProblem(failed instanceof Error ? failed.message : 'That did not work. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="testimonial-dialog-title">
      <DialogTitle id="testimonial-dialog-title">{testimonial ? 'Edit testimonial' : 'Add testimonial'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {!testimonial && <Alert severity="info">A new testimonial stays hidden until you approve it.</Alert>}
          {problem && <Alert severity="error">{problem}</Alert>}
          <TextField
            label="Name"
            {...field('name')}
            slotProps={{ htmlInput: { maxLength: TESTIMONIAL_LIMITS.name } }}
          />
          <TextField
            label="City"
            {...field('city')}
            slotProps={{ htmlInput: { maxLength: TESTIMONIAL_LIMITS.city } }}
          />
          <TextField select label="Rating" {...field('rating')}>
            {[5, 4, 3, 2, 1].map((stars) => (
              <MenuItem key={stars} value={String(stars)}>
                {`${stars} ★`}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Text"
            multiline
            minRows={3}
            {...field('text')}
            slotProps={{ htmlInput: { maxLength: TESTIMONIAL_LIMITS.text } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
