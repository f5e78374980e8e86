import { ROUTES } from '@instamg/shared/constants';

export interface FooterLink {
  label: string;
  to: string;
}

/** SPEC §2 "Page frame" footer: where customers go most. */
export const QUICK_LINKS: readonly FooterLink[] = [
  { label: 'Home', to: ROUTES.home },
  { label: 'Medicines', to: ROUTES.medicines },
  { label: 'Upload Prescription', to: '/upload-prescription' },
  { label: 'Find Stores', to: ROUTES.stores },
  { label: 'Health Blog', to: '/blog' },
  { label: 'Join as Pharmacy Partner', to: '/pharmacy-partner' },
];

/** SPEC §2 "Static pages" plus the customer's own orders. */
export const CUSTOMER_SERVICE_LINKS: readonly FooterLink[] = [
  { label: 'Contact Us', to: '/contact' },
  { label: 'FAQ', to: '/faq' },
  { label: 'My Orders', to: '/orders' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  // The grievance officer and tickets (issue 39 §5; Consumer Protection (E-Commerce) Rules r.4, DPDP Act s.8(10)).
  { label: 'Grievance Redressal', to: '/grievance' },
  { label: 'Terms and Conditions', to: '/terms' },
  { label: 'Refund and Cancellation Policy', to: '/refund-policy' },
  { label: 'Shipping Policy', to: '/shipping-policy' },
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
