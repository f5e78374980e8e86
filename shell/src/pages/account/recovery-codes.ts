// Recovery codes are shown once (Appwrite creates them once); the download is a plain text file.

export const RECOVERY_CODES_FILE_NAME = 'instamg-recovery-codes.txt';

export function recoveryCodesFileText(codes: readonly string[], email: string, createdAt: Date = new Date()): string {
  return [
    `instamg recovery codes for ${email}`,
    `Created ${createdAt.toISOString()}`,
    'Each code signs you in once if you lose your authenticator app. Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** Starts a download of the codes in the browser. */
export function downloadRecoveryCodes(codes: readonly string[], email: string): void {
  const url = URL.createObjectURL(new Blob([recoveryCodesFileText(codes, email)], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = RECOVERY_CODES_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
