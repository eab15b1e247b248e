import { parentPort } from 'node:worker_threads';
import { HttpError } from '../http/errors';
import { jsonBodyProblem } from '../http/jsonBodyGuard';
import { addBatchEvent, checkBatchArray, checkSomethingLeft, type NormalisedBatch } from './batchNormalise';
import { NEEDS_SAFE_PARSER, parseUsualJson } from './jsonBody';
import type { NormaliseAnswer, NormaliseJob } from './normaliseThreads';

/**
 * Entry of a normalising thread: decodes, parses, checks and validates one batch per message, with the functions
 * the event loop uses for small bodies, and answers the records, the 4xx that refuses the batch, or that the event
 * loop must do it (a text for the safe parser, or anything unexpected, whose error the event loop then reports).
 */
function normalise(job: NormaliseJob): NormaliseAnswer {
  const text = Buffer.from(job.bytes).toString('utf8');
  const body = parseUsualJson(text);
  if (body === NEEDS_SAFE_PARSER) return { id: job.id, parseHere: true };
  try {
    const problem = jsonBodyProblem(body, job.routeUrl);
    if (problem) throw problem;
    checkBatchArray(job.kind, body);
    const batch: NormalisedBatch = { records: [], rejected: [] };
    for (let index = 0; index < body.length; index++) addBatchEvent(job.kind, body[index], index, job.tenant, job.limits, job.options, batch);
    checkSomethingLeft(job.kind, batch);
    return { id: job.id, batch };
  } catch (error) {
    if (error instanceof HttpError) return { id: job.id, refused: { status: error.status, message: error.message } };
    return { id: job.id, parseHere: true };
  }
}

const port = parentPort;
if (!port) throw new Error('normaliseWorker.ts runs as a worker thread (normaliseThreads.ts starts it)');
port.on('message', (job: NormaliseJob) => port.postMessage(normalise(job)));
