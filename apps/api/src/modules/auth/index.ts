// The auth module's public surface for other modules (the me module ends the other sessions when the
// password changes). Other modules import auth only from here (scripts/check-boundaries.mjs).
export { withOtherSessionsEnded } from './user-sessions-service';
