/**
 * Links in account e-mails, on the site's public origin. Tokens travel in the fragment (#token=):
 * browsers never send a fragment to a server, so no proxy or access log records a working link,
 * and it never leaves in a Referer header.
 */
export interface AccountLinks {
  signIn: string;
  forgotPassword: string;
  verifyEmail(token: string): string;
  resetPassword(token: string): string;
}

export function accountLinks(origin: string): AccountLinks {
  return {
    signIn: `${origin}/signin`,
    forgotPassword: `${origin}/forgot-password`,
    verifyEmail: (token) => `${origin}/verify-email#token=${token}`,
    resetPassword: (token) => `${origin}/reset-password#token=${token}`,
  };
}
