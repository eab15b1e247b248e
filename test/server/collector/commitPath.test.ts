import { groupCommitWriterFor } from '../../../server/src/events/groupCommitWriter';
import { signUpWithApp, type SignedUpUserWithApp } from '../support/factories';
import { http } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';
import { holdWriter, storedEvents, waitForHeldRows } from './writerGate';
import { apiEvent } from './wireEvents';

/** Events without any transaction id: nothing could deduplicate a second copy of them. */
const untracked = (n: number) => Array.from({ length: n }, () => apiEvent({ transaction_id: undefined }));

describe('commit path: nothing after COMMIT can fail or repeat a committed batch', () => {
  const { server } = useTestServer();
  let user: SignedUpUserWithApp;
  let post: (body: unknown) => ReturnType<typeof http>;
  let errors: jest.SpyInstance;

  beforeAll(async () => {
    user = await signUpWithApp(server.baseUrl);
    post = (body) => http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body, headers: { 'x-moesif-application-id': user.collectorToken } });
    // The first piece of work after COMMIT (queueing profile touches) fails on every batch.
    jest.spyOn(groupCommitWriterFor(server.ctx.db).profiles, 'queue').mockImplementation(() => { throw new Error('profile cache broken'); });
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterAll(() => { jest.restoreAllMocks(); });

  it('answers 201 for a committed batch even when post-commit work throws', async () => {
    const res = await post(untracked(5));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ accepted: 5 });
    expect(await storedEvents(server.ctx.db, user.orgId)).toBe(5);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/after a commit/), 'profile cache broken');
  });

  it('stores batches committed together once: a post-commit failure does not send them to the retry path', async () => {
    const before = await storedEvents(server.ctx.db, user.orgId);
    const release = await holdWriter(server.ctx.db);
    const answers = [post(untracked(4)), post(untracked(4)), post(untracked(4))];
    await waitForHeldRows(server.ctx.db, 12);
    release();
    expect((await Promise.all(answers)).map((a) => a.status)).toEqual([201, 201, 201]);
    expect(await storedEvents(server.ctx.db, user.orgId)).toBe(before + 12);
  });
});
