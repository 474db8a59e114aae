import type { SessionUser } from '#shared/api/auth.js';

/** Whether an account holds the maintainer role (the maintainers table, decision 0021). */
export type IsMaintainer = (userId: string) => Promise<boolean>;

/**
 * The signed-in user as the session, sign-in and takeover answers give it. A maintainer's carries
 * `maintainer: true`, so the web app shows the console in its menu (decision 0053); a learner's has
 * no such field at all, so the answer still gives a learner no sign that a console exists.
 */
export async function sessionUserAnswer(user: SessionUser, isMaintainer: IsMaintainer): Promise<SessionUser> {
  return (await isMaintainer(user.id)) ? { ...user, maintainer: true } : user;
}
