// The Contact form sends nothing over the network (SPEC §2 "Static pages"). So that a visitor's
// message is not lost, the confirmation offers to open it, filled in, in their own e-mail app.

export interface ContactMessage {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
}

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** Reads the four fields from the submitted form; the browser has already checked they are filled in. */
export function readContactMessage(form: FormData): ContactMessage {
  const values = FIELDS.map((field) => {
    const value = form.get(field);
    if (typeof value !== 'string') throw new Error(`readContactMessage: the form has no "${field}" field`);
    return value.trim();
  });
  const [name = '', email = '', subject = '', message = ''] = values;
  return { name, email, subject, message };
}

/** mailto: link to our support address with the subject and body filled in. */
export function contactMailtoHref(supportEmail: string, contact: ContactMessage): string {
  const body = `${contact.message}\n\n${contact.name} <${contact.email}>`;
  return `mailto:${supportEmail}?subject=${encodeURIComponent(contact.subject)}&body=${encodeURIComponent(body)}`;
}
