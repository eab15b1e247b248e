/**
 * Install code for the Node.js, Python, Ruby and PHP middlewares, pointed at this server's collector with the
 * option each SDK reads for its collector address (the implementation guides name the same options).
 */
import { literal, type SnippetBuilder } from './installTypes';

const REDIRECT_COMMENT = "Send events to Apiscope instead of the SDK's default collector.";

/** moesif-nodejs in an Express app. */
export const nodeSnippet: SnippetBuilder = ({ token, collectorUrl }) => [
  { title: 'Add the SDK to your API server.', language: 'bash', code: 'npm install --save moesif-nodejs' },
  {
    title: 'Add the middleware after your body parsers and before your routes.',
    file: 'app.js',
    language: 'javascript',
    code: `const express = require('express');
const moesif = require('moesif-nodejs');

const app = express();
app.use(express.json());

app.use(
  moesif({
    applicationId: ${literal(token, "'")},
    // ${REDIRECT_COMMENT}
    baseUri: ${literal(collectorUrl, "'")},
    identifyUser: (req, res) => (req.user ? req.user.id : undefined),
    identifyCompany: (req, res) => req.headers['x-organization-id'],
  }),
);`,
  },
];

/** moesifwsgi in a Flask (WSGI) app. */
export const pythonSnippet: SnippetBuilder = ({ token, collectorUrl }) => [
  { title: 'Add the middleware package.', language: 'bash', code: 'pip install moesifwsgi' },
  {
    title: 'Wrap your WSGI app with the middleware.',
    file: 'app.py',
    language: 'python',
    code: `from flask import Flask
from moesifwsgi import MoesifMiddleware

app = Flask(__name__)

moesif_settings = {
    'APPLICATION_ID': ${literal(token, "'")},
    # ${REDIRECT_COMMENT}
    'BASE_URI': ${literal(collectorUrl, "'")},
    'LOG_BODY': True,
}

app.wsgi_app = MoesifMiddleware(app.wsgi_app, moesif_settings)`,
  },
];

/** moesif_rack in a Rails app. */
export const rubySnippet: SnippetBuilder = ({ token, collectorUrl }) => [
  { title: 'Add the gem to your Gemfile.', language: 'bash', code: 'bundle add moesif_rack' },
  {
    title: 'Add the middleware to your application.',
    file: 'config/application.rb',
    language: 'ruby',
    code: `require 'moesif_rack'

# ${REDIRECT_COMMENT}
MoesifApi::Configuration.base_uri = ${literal(collectorUrl, "'")}

moesif_options = {
  'application_id' => ${literal(token, "'")},
  'log_body' => true,
}

class Application < Rails::Application
  config.middleware.use MoesifRack::MoesifMiddleware, moesif_options
end`,
  },
];

/** moesif-laravel in a Laravel app. */
export const phpSnippet: SnippetBuilder = ({ token, collectorUrl }) => [
  { title: 'Add the Laravel package.', language: 'bash', code: 'composer require moesif/moesif-laravel' },
  {
    title: "Configure the package, point it at Apiscope, and add \\Moesif\\Middleware\\MoesifLaravel::class to the 'api' middleware group.",
    file: 'config/moesif.php and app/Providers/AppServiceProvider.php',
    language: 'php',
    code: `<?php
// config/moesif.php
return [
    'applicationId' => ${literal(token, "'")},
    'logBody' => true,
];

// app/Providers/AppServiceProvider.php, in boot():
// ${REDIRECT_COMMENT}
\\MoesifApi\\Configuration::$BASEURI = ${literal(collectorUrl, "'")};`,
  },
];
