import { ROUTES } from '@instamg/shared/constants';

export interface FooterLink {
  /** Its message in the shell's catalogue: `link.<key>` (shell/src/i18n/catalogue.ts). */
  key: string;
  /** The English label (SPEC); the catalogue's English message is this. */
  label: string;
  to: string;
}

/** SPEC §2 "Page frame" footer: where customers go most. */
export const QUICK_LINKS: readonly FooterLink[] = [
  { key: 'home', label: 'Home', to: ROUTES.home },
  { key: 'medicines', label: 'Medicines', to: ROUTES.medicines },
  { key: 'uploadPrescription', label: 'Upload Prescription', to: '/upload-prescription' },
  { key: 'stores', label: 'Find Stores', to: ROUTES.stores },
  { key: 'blog', label: 'Health Blog', to: '/blog' },
  { key: 'partner', label: 'Join as Pharmacy Partner', to: '/pharmacy-partner' },
];

/** SPEC §2 "Static pages" plus the customer's own orders. */
export const CUSTOMER_SERVICE_LINKS: readonly FooterLink[] = [
  { key: 'contact', label: 'Contact Us', to: '/contact' },
  { key: 'faq', label: 'FAQ', to: '/faq' },
  { key: 'orders', label: 'My Orders', to: '/orders' },
  { key: 'privacy', label: 'Privacy Policy', to: '/privacy-policy' },
  // The grievance officer and tickets (issue 39 §5; Consumer Protection (E-Commerce) Rules r.4, DPDP Act s.8(10)).
  { key: 'grievance', label: 'Grievance Redressal', to: '/grievance' },
  { key: 'terms', label: 'Terms and Conditions', to: '/terms' },
  { key: 'refund', label: 'Refund and Cancellation Policy', to: '/refund-policy' },
  { key: 'shipping', label: 'Shipping Policy', to: '/shipping-policy' },
];

export type SocialNetwork = 'Facebook' | 'Instagram' | 'X' | 'LinkedIn' | 'YouTube';

/** instamg's social profiles (illustrative handles until marketing confirms them). */
export const SOCIAL_LINKS: readonly { network: SocialNetwork; href: string }[] = [
  { network: 'Facebook', href: 'https://www.facebook.com/instamg' },
  { network: 'Instagram', href: 'https://www.instagram.com/instamg' },
  { network: 'X', href: 'https://x.com/instamg' },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/instamg' },
  { network: 'YouTube', href: 'https://www.youtube.com/@instamg' },
];
