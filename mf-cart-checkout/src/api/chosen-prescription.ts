// The prescription chosen on /upload-prescription for the next checkout ("attach to an order"):
// kept for this browser session only.
const KEY = 'instamg-checkout-prescription';

export function rememberPrescriptionForCheckout(prescriptionId: string): void {
  try {
    sessionStorage.setItem(KEY, prescriptionId);
  } catch {
    // Blocked storage: the customer picks it again at checkout.
  }
}

export function chosenPrescriptionForCheckout(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
