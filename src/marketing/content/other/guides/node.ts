import type { SdkGuide } from '@/marketing/content/other/types';
import { APP_ID_ENV, COLLECTOR_BASE } from './constants';

const options = `const moesif = require('moesif-nodejs');

const apiscope = moesif({
  applicationId: process.env.${APP_ID_ENV},
  // Send events to Apiscope instead of the SDK's default collector.
  baseUri: '${COLLECTOR_BASE}',
  logBody: true,
  identifyUser: (req, res) => (req.user ? req.user.id : undefined),
  identifyCompany: (req, res) => req.headers['x-organization-id'],
});`;

/** Guide for moesif-nodejs. */
export const nodeGuide: SdkGuide = {
  id: 'node',
  language: 'Node.js',
  packageName: 'moesif-nodejs',
  baseUriSetting: 'baseUri',
  platforms: [
    {
      id: 'express',
      label: 'Express',
      install: { caption: 'Terminal', language: 'bash', code: 'npm install --save moesif-nodejs' },
      setup: {
        caption: 'app.js',
        language: 'javascript',
        code: `const express = require('express');
${options}

const app = express();
app.use(express.json());
// Add after body parsers so request bodies are captured.
app.use(apiscope);`,
      },
    },
    {
      id: 'http',
      label: 'Node.js http',
      install: { caption: 'Terminal', language: 'bash', code: 'npm install --save moesif-nodejs' },
      setup: {
        caption: 'server.js',
        language: 'javascript',
        code: `const http = require('http');
${options}

const server = http.createServer((req, res) => {
  apiscope(req, res, () => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ ok: true }));
  });
});
server.listen(3000);`,
      },
    },
  ],
  useCases: {
    analytics: {
      caption: 'Attach users and companies',
      language: 'javascript',
      code: `apiscope.updateCompany({
  companyId: '67890',
  companyDomain: 'acmeinc.com',
  metadata: { plan: 'growth', accountOwner: 'jane@example.com' },
});`,
    },
    monitoring: {
      caption: 'Also capture outgoing calls',
      language: 'javascript',
      code: `// Logs calls your service makes to third-party APIs (payment, email, LLM providers...).
apiscope.startCaptureOutgoing();`,
    },
    monetization: {
      caption: 'Link calls to the billing subscription',
      language: 'javascript',
      code: `apiscope.updateSubscription({
  subscriptionId: 'sub_3456',
  companyId: '67890',
  currentPeriodStart: '2026-11-01T00:00:00Z',
  currentPeriodEnd: '2026-12-01T00:00:00Z',
  status: 'active',
});`,
    },
  },
};
