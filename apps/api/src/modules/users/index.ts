// The users module's public surface: what the auth and me modules use to read and update an account.
// Other modules import users only from here (scripts/check-boundaries.mjs).
export {
  findUserByEmail,
  findUserWithClient,
  type UserRow,
  type UserWithClient,
  updateUser,
} from './account-service';
export { toUserDto } from './user-dto';
