/**
 * Whose changes the device keeps and sends: the signed-in app says so when it mounts. Changes are
 * stored per account, so after a 401 or a sign-out they wait for that account's next sign-in only.
 */
let currentUserId: string | null = null;

export function bindChangesToUser(userId: string | null): void {
  currentUserId = userId;
}

export function changesUser(): string | null {
  return currentUserId;
}
