import type { SdkGuide } from '@/marketing/content/other/types';
import { APP_ID_ENV, COLLECTOR_BASE } from './constants';

/** Guide for the Python middlewares (moesifwsgi for Flask and other WSGI apps, moesifdjango for Django). */
export const pythonGuide: SdkGuide = {
  id: 'python',
  language: 'Python',
  packageName: 'moesifwsgi / moesifdjango',
  baseUriSetting: 'BASE_URI',
  platforms: [
    {
      id: 'flask',
      label: 'Flask (WSGI)',
      install: { caption: 'Terminal', language: 'bash', code: 'pip install moesifwsgi' },
      setup: {
        caption: 'app.py',
        language: 'python',
        code: `import os
from flask import Flask
from moesifwsgi import MoesifMiddleware

app = Flask(__name__)

def identify_user(app, environ, response_headers=dict()):
    return environ.get('HTTP_X_USER_ID')

def identify_company(app, environ, response_headers=dict()):
    return environ.get('HTTP_X_ORGANIZATION_ID')

moesif_settings = {
    'APPLICATION_ID': os.environ['${APP_ID_ENV}'],
    # Send events to Apiscope instead of the SDK's default collector.
    'BASE_URI': '${COLLECTOR_BASE}',
    'LOG_BODY': True,
    'IDENTIFY_USER': identify_user,
    'IDENTIFY_COMPANY': identify_company,
}

app.wsgi_app = MoesifMiddleware(app.wsgi_app, moesif_settings)`,
      },
    },
    {
      id: 'django',
      label: 'Django',
      install: { caption: 'Terminal', language: 'bash', code: 'pip install moesifdjango' },
      setup: {
        caption: 'settings.py',
        language: 'python',
        code: `import os

MIDDLEWARE = [
    # ...your other middleware, then:
    'moesifdjango.middleware.moesif_middleware',
]

def identify_user(req, response):
    return req.user.username if req.user and req.user.is_authenticated else None

MOESIF_MIDDLEWARE = {
    'APPLICATION_ID': os.environ['${APP_ID_ENV}'],
    # Send events to Apiscope instead of the SDK's default collector.
    'BASE_URI': '${COLLECTOR_BASE}',
    'LOG_BODY': True,
    'IDENTIFY_USER': identify_user,
}`,
      },
    },
  ],
  useCases: {
    analytics: {
      caption: 'Add context to every call',
      language: 'python',
      code: `def get_metadata(app, environ):
    return {'region': os.environ.get('REGION', 'us-east-1'), 'api_tier': 'public'}

moesif_settings['GET_METADATA'] = get_metadata`,
    },
    monitoring: {
      caption: 'Also capture outgoing calls',
      language: 'python',
      code: `# Logs calls made with the requests library to third-party APIs.
moesif_settings['CAPTURE_OUTGOING_REQUESTS'] = True`,
    },
    monetization: {
      caption: 'Meter by company',
      language: 'python',
      code: `# Billing meters count usage per company: make sure every call carries one.
def identify_company(app, environ, response_headers=dict()):
    return environ.get('HTTP_X_ORGANIZATION_ID') or 'unknown'

moesif_settings['IDENTIFY_COMPANY'] = identify_company`,
    },
  },
};
