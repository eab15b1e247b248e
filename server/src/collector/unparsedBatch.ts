/**
 * A large batch body the collector's body parser left unparsed, so that a normalising thread (normaliseThreads.ts)
 * parses, checks and validates it off the event loop. The ingest service takes it in place of the parsed body.
 */
export class UnparsedBatch {
  constructor(
    /** The body's bytes, inflated (UTF-8 JSON text). */
    readonly bytes: Buffer,
    /** The route it was posted to: which checks apply to its text (jsonBodyProblem). */
    readonly routeUrl: string,
    /**
     * Parses and checks the body on the event loop with the route's own parser and guard, as any other body: for a
     * text the thread leaves to the safe parser, or when no thread could take it. Throws their errors.
     */
    readonly parseHere: () => Promise<unknown>,
  ) {}
}
