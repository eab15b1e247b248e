import type { CodeSample, SdkGuide } from '@/marketing/content/other/types';
import { APP_ID_ENV, COLLECTOR_BASE } from './constants';

/** A method of the configClass that moesif-laravel calls for each request. */
function configMethod(caption: string, comment: string, method: string, body: string): CodeSample {
  return {
    caption,
    language: 'php',
    code: `<?php
// app/Apiscope/MoesifConfig.php (the configClass named in config/moesif.php)
namespace App\\Apiscope;

class MoesifConfig
{
    // ${comment}
    public function ${method}($request, $response)
    {
        ${body}
    }
}`,
  };
}

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
    'configClass' => \\App\\Apiscope\\MoesifConfig::class,
];

// app/Providers/AppServiceProvider.php, in boot():
// send events to Apiscope instead of the SDK's default collector.
\\MoesifApi\\Configuration::$BASEURI = '${COLLECTOR_BASE}';

// Register \\Moesif\\Middleware\\MoesifLaravel::class in the 'api' middleware group.`,
      },
    },
  ],
  useCases: {
    analytics: configMethod('Attach users', 'The signed-in user for each call.', 'identifyUserId', 'return optional($request->user())->id;'),
    monitoring: configMethod('Skip health checks', 'Leave load-balancer health checks out of your data.', 'skip', "return $request->is('health');"),
    monetization: configMethod('Meter by company', 'Billing meters count usage per company: return the paying account.', 'identifyCompanyId', "return $request->header('X-Organization-Id');"),
  },
};
