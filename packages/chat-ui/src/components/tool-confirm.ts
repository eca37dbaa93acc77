import { createContext } from 'react';

/** Sends the confirmation of a tool call waiting for the user (given by the conversation). */
export const ToolConfirmContext = createContext<((confirmationId: string) => void) | null>(null);
