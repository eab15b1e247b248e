/** The error answer every handler factory can give instead of its success. */
import { HttpResponse } from 'msw';

/** A failed call: the status and the message the server puts in `{message}`. */
export interface ApiFailure {
  status: number;
  message: string;
}

/** True for an ApiFailure answer. */
export function isFailure(answer: unknown): answer is ApiFailure {
  return typeof answer === 'object' && answer !== null && 'status' in answer && 'message' in answer;
}

/** The JSON error response of a failure. */
export const failureResponse = ({ status, message }: ApiFailure) => HttpResponse.json({ message }, { status });
