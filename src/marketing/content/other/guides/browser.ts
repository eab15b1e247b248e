import type { SdkGuide } from '@/marketing/content/other/types';
import { COLLECTOR_HOST } from './constants';

const init = `moesif.init({
  // A publishable collector application id: it can only write events.
  applicationId: 'YOUR_PUBLISHABLE_APPLICATION_ID',
  // host[:port][/prefix] without a scheme; the page's scheme is used.
  host: '${COLLECTOR_HOST}',
});
moesif.start();`;

/** Guide for moesif-browser-js. */
export const browserGuide: SdkGuide = {
  id: 'browser',
  language: 'Browser JavaScript',
  packageName: 'moesif-browser-js',
  baseUriSetting: 'host',
  platforms: [
    {
      id: 'npm',
      label: 'npm / bundler',
      install: { caption: 'Terminal', language: 'bash', code: 'npm install --save moesif-browser-js' },
      setup: {
        caption: 'analytics.js',
        language: 'javascript',
        code: `import moesif from 'moesif-browser-js';

${init}`,
      },
    },
    {
      id: 'script',
      label: 'Script tag',
      install: {
        caption: 'index.html',
        language: 'html',
        code: '<script src="https://unpkg.com/moesif-browser-js@^1/moesif.min.js"></script>',
      },
      setup: { caption: 'index.html', language: 'html', code: `<script>\n${init}\n</script>` },
    },
  ],
  useCases: {
    analytics: {
      caption: 'Identify the signed-in user',
      language: 'javascript',
      code: `// After sign-in:
moesif.identifyUser('12345', { email: 'jane@example.com', plan: 'growth' });
moesif.identifyCompany('67890', { name: 'Acme, Inc.' });
moesif.track('Clicked Get API Key', { button_label: 'Get API Key' });`,
    },
    monitoring: {
      caption: 'See which front-end calls fail',
      language: 'javascript',
      code: `// Every fetch and XMLHttpRequest the page makes after moesif.start() is logged
// with its status and duration, linked to the identified user.
moesif.identifyUser('12345');`,
    },
    monetization: {
      caption: 'Track conversion actions',
      language: 'javascript',
      code: `moesif.track('Upgraded Plan', { from_plan: 'free', to_plan: 'growth' });`,
    },
  },
};
