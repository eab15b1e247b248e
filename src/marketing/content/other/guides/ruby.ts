import type { SdkGuide } from '@/marketing/content/other/types';
import { APP_ID_ENV, COLLECTOR_BASE } from './constants';

/** Guide for the moesif_rack gem. */
export const rubyGuide: SdkGuide = {
  id: 'ruby',
  language: 'Ruby',
  packageName: 'moesif_rack',
  baseUriSetting: 'MoesifApi::Configuration.base_uri',
  platforms: [
    {
      id: 'rails',
      label: 'Ruby on Rails',
      install: { caption: 'Gemfile', language: 'ruby', code: "gem 'moesif_rack'" },
      setup: {
        caption: 'config/application.rb',
        language: 'ruby',
        code: `require 'moesif_rack'

# Send events to Apiscope instead of the SDK's default collector.
MoesifApi::Configuration.base_uri = '${COLLECTOR_BASE}'

moesif_options = {
  'application_id' => ENV['${APP_ID_ENV}'],
  'log_body' => true,
  'identify_user' => Proc.new { |env, headers, body| env['warden']&.user&.id&.to_s },
}

class Application < Rails::Application
  config.middleware.use MoesifRack::MoesifMiddleware, moesif_options
end`,
      },
    },
    {
      id: 'sinatra',
      label: 'Sinatra / Rack',
      install: { caption: 'Gemfile', language: 'ruby', code: "gem 'moesif_rack'" },
      setup: {
        caption: 'config.ru',
        language: 'ruby',
        code: `require 'moesif_rack'
require './app'

MoesifApi::Configuration.base_uri = '${COLLECTOR_BASE}'

use MoesifRack::MoesifMiddleware, {
  'application_id' => ENV['${APP_ID_ENV}'],
  'log_body' => true,
}
run Sinatra::Application`,
      },
    },
  ],
  useCases: {
    analytics: {
      caption: 'Attach companies',
      language: 'ruby',
      code: `moesif_options['identify_company'] = Proc.new { |env, headers, body|
  env['HTTP_X_ORGANIZATION_ID']
}`,
    },
    monitoring: {
      caption: 'Tag the API version',
      language: 'ruby',
      code: `# Compare error rates and latency between versions of your API.
moesif_options['api_version'] = '2026-11-01'`,
    },
    monetization: {
      caption: 'Meter by company',
      language: 'ruby',
      code: `# Billing meters count usage per company: return the paying account for every call.
moesif_options['identify_company'] = Proc.new { |env, headers, body|
  env['HTTP_X_ORGANIZATION_ID']
}`,
    },
  },
};
