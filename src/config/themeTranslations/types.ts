/** A language's messages by id. */
export type Messages = Record<string, string>;
