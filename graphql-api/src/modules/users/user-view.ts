import type { User } from './user.entity.js';

/** A user as the REST calls return it (spec section 3), never with the password hash. */
export function userView(user: User) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    profileImageUrl: user.profileImageUrl ?? null,
    role: user.role,
    emailVerified: Boolean(user.emailVerifiedAt),
    pendingEmail: user.pendingEmail ?? null,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}
