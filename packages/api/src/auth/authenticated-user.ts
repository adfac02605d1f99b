/** Who a request with a live bearer token acts for. */
export interface AuthenticatedUser {
  userId: string;
  sessionId: string;
}
