import type { SdkGuide } from '../types';
import { APP_ID_ENV, COLLECTOR_BASE } from './constants';

/** Guide for the moesif-laravel package. */
export const phpGuide: SdkGuide = {
  id: 'php',
  language: 'PHP',
  packageName: 'moesif/moesif-laravel',
  baseUriSetting: 'MoesifApi\\Configuration::$BASEURI',
  platforms: [
    {
      id: 'laravel',
      label: 'Laravel',
      install: { caption: 'Terminal', language: 'bash', code: 'composer require moesif/moesif-laravel' },
      setup: {
        caption: 'config/moesif.php and bootstrap',
        language: 'php',
        code: `<?php
// config/moesif.php
return [
    'applicationId' => env('${APP_ID_ENV}'),
    'logBody' => true,
];

// app/Providers/AppServiceProvider.php, in boot():
// send events to Apiscope instead of the SDK's default collector.
\\MoesifApi\\Configuration::$BASEURI = '${COLLECTOR_BASE}';

// app/Http/Kernel.php: add to the 'api' middleware group
\\Moesif\\Middleware\\MoesifLaravel::class,`,
      },
    },
  ],
  useCases: {
    analytics: {
      caption: 'Attach users',
      language: 'php',
      code: `<?php
// config/moesif.php
'identifyUserId' => function ($request, $response) {
    return optional($request->user())->id;
},`,
    },
    monitoring: {
      caption: 'Skip health checks',
      language: 'php',
      code: `<?php
// config/moesif.php
'skip' => function ($request, $response) {
    return $request->is('health');
},`,
    },
    monetization: {
      caption: 'Meter by company',
      language: 'php',
      code: `<?php
// Billing meters count usage per company: return the paying account for every call.
'identifyCompanyId' => function ($request, $response) {
    return $request->header('X-Organization-Id');
},`,
    },
  },
};
