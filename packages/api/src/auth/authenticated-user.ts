/**
 * Who a request with a live bearer credential acts for: a signed-in session (`sessionId`) or one of
 * the user's personal access tokens (`tokenId`), never both.
 */
export interface AuthenticatedUser {
  userId: string;
  sessionId: string | null;
  tokenId?: string;
}
