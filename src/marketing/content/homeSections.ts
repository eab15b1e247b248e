/**
 * Copy and data of the home page's sections below the first screen: want to know more, the comparison table, the
 * feature showcase, the product tour and quick install (testimonials are in testimonials.ts). Pure data: images are
 * URL strings under /images/home/. It arrives with those sections, after the top of the page has painted.
 */
import { installLanguages, type HomeImage, type InstallLanguage } from './home';

function installLanguage(id: string): InstallLanguage {
  const language = installLanguages.find((entry) => entry.id === id);
  if (!language) throw new Error(`No quick-install language ${id}`);
  return language;
}

/** One of the two options of a showcase step (a tab). */
export interface ShowcaseOption {
  id: string;
  label: string;
  title: string;
  body: string;
  image: HomeImage;
}

/** One numbered step of the feature showcase. */
export interface ShowcaseStep {
  id: string;
  name: 'Analyze' | 'Debug' | 'Monetize' | 'Govern' | 'Monitor';
  summary: string;
  options: [ShowcaseOption, ShowcaseOption];
}

/** One row of the comparison table: a capability and how each tool category handles it. */
export interface ComparisonRow {
  capability: string;
  /** Cells in the order of {@link comparisonColumns}; 'yes', 'partial' (with a note), or 'no'. */
  cells: Array<{ level: 'yes' | 'partial' | 'no'; note?: string }>;
}

/** Quick-install snippet for one server integration. */
export interface InstallSnippet extends InstallLanguage {
  installCommand: string;
  /** Code with {{COLLECTOR_BASE_URI}} where the collector address goes. */
  code: string;
  /** File the code goes in, shown above it. */
  fileName: string;
}

/** The home page's product-tour video section. */
export const productTour = {
  title: 'A quick look at Apiscope',
  body: 'Four screens in under ten seconds: the overview dashboard, usage by company, an error-rate alert and the invoice it all adds up to.',
  videoTitle: 'Product tour: overview dashboard, usage by company, an error-rate alert and an invoice preview',
  videoUrl: '/videos/product-tour.webm',
  safariVideoUrl: '/videos/product-tour.mp4',
  previewImage: '/videos/product-tour.jpg',
} as const;

export const wantToKnowMore = {
  title: 'Want to know more?',
  body: 'Pick a feature to see how teams use it.',
  count: 3,
} as const;

/** Columns of the comparison table after the capability column. */
export const comparisonColumns = ['Apiscope', 'APM / infrastructure monitoring', 'Web product analytics', 'Billing-only platforms'];

export const comparisonRows: ComparisonRow[] = [
  {
    capability: 'Metrics per API customer (company and user)',
    cells: [{ level: 'yes' }, { level: 'partial', note: 'Only custom tags' }, { level: 'yes' }, { level: 'partial', note: 'Billing only' }],
  },
  {
    capability: 'Full request and response payloads',
    cells: [{ level: 'yes' }, { level: 'partial', note: 'Sampled traces' }, { level: 'no' }, { level: 'no' }],
  },
  {
    capability: 'Infrastructure and host metrics',
    cells: [{ level: 'no' }, { level: 'yes' }, { level: 'no' }, { level: 'no' }],
  },
  {
    capability: 'Usage-based billing meters and invoicing',
    cells: [{ level: 'yes' }, { level: 'no' }, { level: 'no' }, { level: 'yes' }],
  },
  {
    capability: 'Quotas and governance rules at the gateway',
    cells: [{ level: 'yes' }, { level: 'no' }, { level: 'no' }, { level: 'partial', note: 'Entitlements only' }],
  },
  {
    capability: 'Funnels, retention and cohorts',
    cells: [{ level: 'yes' }, { level: 'no' }, { level: 'yes' }, { level: 'no' }],
  },
  {
    capability: 'Alerts on latency, errors and usage anomalies',
    cells: [{ level: 'yes' }, { level: 'yes' }, { level: 'partial', note: 'Basic alerts' }, { level: 'no' }],
  },
  {
    capability: 'Front-end page and click tracking',
    cells: [{ level: 'partial', note: 'Browser SDK' }, { level: 'partial', note: 'Real-user monitoring' }, { level: 'yes' }, { level: 'no' }],
  },
];

export const comparisonIntro = {
  title: 'Where Apiscope fits',
  body: 'Monitoring tools watch your servers, web analytics watches your pages and billing tools send invoices. Apiscope watches API calls and the customers behind them. Many teams run it beside their APM.',
} as const;

export const quickInstall = {
  title: 'Log your first API call in minutes',
  body: 'Add the middleware to your server and point it at your Apiscope collector. Your collector application id is on the setup page after sign-up.',
  guideLink: { label: 'All SDKs, gateways and plugins', href: '/implementation' },
} as const;

export const installSnippets: InstallSnippet[] = [
  {
    ...installLanguage('node.js'),
    installCommand: 'npm install --save moesif-nodejs',
    fileName: 'server.js',
    code: `const express = require('express');
const moesif = require('moesif-nodejs');

const app = express();
app.use(moesif({
  applicationId: process.env.APISCOPE_APPLICATION_ID,
  baseUri: '{{COLLECTOR_BASE_URI}}',
  identifyUser: (req) => req.user?.id,
  identifyCompany: (req) => req.headers['x-organization-id'],
}));`,
  },
  {
    ...installLanguage('python'),
    installCommand: 'pip install moesifwsgi',
    fileName: 'app.py',
    code: `import os
from flask import Flask
from moesifwsgi import MoesifMiddleware

app = Flask(__name__)
app.wsgi_app = MoesifMiddleware(app.wsgi_app, {
    'APPLICATION_ID': os.environ['APISCOPE_APPLICATION_ID'],
    'BASE_URI': '{{COLLECTOR_BASE_URI}}',
    'LOG_BODY': True,
})`,
  },
  {
    ...installLanguage('go'),
    installCommand: 'go get github.com/moesif/moesifmiddleware-go',
    fileName: 'main.go',
    code: `package main

import (
	"net/http"
	"os"

	moesifmiddleware "github.com/moesif/moesifmiddleware-go"
)

func main() {
	options := map[string]interface{}{
		"Application_Id": os.Getenv("APISCOPE_APPLICATION_ID"),
		"Api_Endpoint":   "{{COLLECTOR_BASE_URI}}",
		"Log_Body":       true,
	}
	api := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(\`{"status":"ok"}\`))
	})
	http.Handle("/api/", moesifmiddleware.MoesifMiddleware(api, options))
	http.ListenAndServe(":8080", nil)
}`,
  },
  {
    ...installLanguage('ruby'),
    installCommand: 'bundle add moesif_rack',
    fileName: 'config/application.rb',
    code: `require 'moesif_rack'

MoesifApi::Configuration.base_uri = '{{COLLECTOR_BASE_URI}}'

moesif_options = {
  'application_id' => ENV.fetch('APISCOPE_APPLICATION_ID'),
  'log_body' => true
}
config.middleware.use MoesifRack::MoesifMiddleware, moesif_options`,
  },
  {
    ...installLanguage('java'),
    installCommand: `<dependency>
  <groupId>com.moesif.servlet</groupId>
  <artifactId>moesif-servlet</artifactId>
</dependency>`,
    fileName: 'ApiscopeConfig.java',
    code: `import com.moesif.servlet.MoesifFilter;
import jakarta.servlet.Filter;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
public class ApiscopeConfig {
  // The collector address: {{COLLECTOR_BASE_URI}}
  // (set it as the API base URI of the filter, see the Java guide)
  @Bean
  public Filter apiscopeFilter() {
    return new MoesifFilter(System.getenv("APISCOPE_APPLICATION_ID"));
  }
}`,
  },
  {
    ...installLanguage('.net'),
    installCommand: 'dotnet add package Moesif.Middleware',
    fileName: 'Program.cs',
    code: `using Moesif.Middleware;

var builder = WebApplication.CreateBuilder(args);
var app = builder.Build();

// The collector address: {{COLLECTOR_BASE_URI}}
// (set it as the API base URI of the middleware, see the .NET guide)
var apiscopeOptions = new Dictionary<string, object>
{
    { "ApplicationId", Environment.GetEnvironmentVariable("APISCOPE_APPLICATION_ID") },
    { "LogBody", true },
};
app.UseMiddleware<MoesifMiddleware>(apiscopeOptions);
app.Run();`,
  },
];

export const showcaseIntro = {
  title: 'One platform from the first API call to the invoice',
  body: 'Five steps most API teams go through. Each one works on the same stream of API calls, so nobody argues about whose numbers are right.',
} as const;

export const showcaseSteps: ShowcaseStep[] = [
  {
    id: 'analyze',
    name: 'Analyze',
    summary: 'Understand who uses your API and how.',
    options: [
      {
        id: 'usage',
        label: 'Usage by customer',
        title: 'See usage per customer, not just per server',
        body: 'Break down calls, latency and errors by company, user, endpoint or plan. Spot your fastest-growing accounts and the ones that went quiet.',
        image: { src: '/images/home/analyze-usage.svg', alt: 'Bar chart of weekly API calls for five customer companies, with the top endpoints listed beside it' },
      },
      {
        id: 'funnel',
        label: 'Adoption funnel',
        title: 'Measure time to first successful call',
        body: 'Funnels from sign-up to first call to steady usage show where developers get stuck during integration.',
        image: { src: '/images/home/analyze-funnel.svg', alt: 'Funnel: 1,240 sign-ups, 810 made a first API call, 430 reached 100 calls, with median time between steps' },
      },
    ],
  },
  {
    id: 'debug',
    name: 'Debug',
    summary: 'Find the failing call in seconds.',
    options: [
      {
        id: 'logs',
        label: 'Live event log',
        title: 'Search every call with its full payload',
        body: 'Filter by status code, customer, route or any body field, then open the request and response exactly as they were sent.',
        image: { src: '/images/home/debug-logs.svg', alt: 'Event log table with method, route, status, latency and customer columns; one 502 row is highlighted' },
      },
      {
        id: 'traces',
        label: 'Distributed traces',
        title: 'Follow a slow request across services',
        body: 'OpenTelemetry traces show which downstream call made a request slow, next to the API call the customer saw.',
        image: { src: '/images/home/debug-trace.svg', alt: 'Trace waterfall of a 912 ms checkout request: gateway, auth, orders service and a 640 ms payments call' },
      },
    ],
  },
  {
    id: 'monetize',
    name: 'Monetize',
    summary: 'Bill for what customers actually use.',
    options: [
      {
        id: 'meters',
        label: 'Billing meters',
        title: 'Meter any metric and bill for it',
        body: 'Count calls, tokens, payload size or compute time per customer. Prepaid, postpaid, tiered and pay-as-you-go pricing all work from the same meter.',
        image: { src: '/images/home/monetize-meters.svg', alt: 'Billing meter "AI tokens processed" with daily usage bars and a tiered price table' },
      },
      {
        id: 'invoices',
        label: 'Invoices',
        title: 'Invoices through your billing provider',
        body: 'Usage flows to your billing provider, which stays the system of record. Customers see the same numbers in their own usage dashboard.',
        image: { src: '/images/home/monetize-invoice.svg', alt: 'Invoice preview for a customer: base plan, 2.4 million metered calls in tiers, and the total due' },
      },
    ],
  },
  {
    id: 'govern',
    name: 'Govern',
    summary: 'Enforce quotas and entitlements.',
    options: [
      {
        id: 'quotas',
        label: 'Quotas',
        title: 'Stop overages before they become disputes',
        body: 'Quota rules block or throttle a customer at the gateway when they exceed their plan, and tell them why.',
        image: { src: '/images/home/govern-quota.svg', alt: 'Quota card: customer at 96 percent of a 1 million call monthly quota, with the rule that blocks at 100 percent' },
      },
      {
        id: 'rules',
        label: 'Governance rules',
        title: 'Rules without redeploying',
        body: 'Block unpaid accounts, deprecated API versions or abusive clients with rules your gateway reads from Apiscope.',
        image: { src: '/images/home/govern-rules.svg', alt: 'List of three governance rules: block unpaid accounts, reject API version 1, rate limit free plan' },
      },
    ],
  },
  {
    id: 'monitor',
    name: 'Monitor',
    summary: 'Hear about problems before customers do.',
    options: [
      {
        id: 'alerts',
        label: 'Anomaly alerts',
        title: 'Alerts that know what normal looks like',
        body: 'Static thresholds and anomaly detection on latency, errors or usage, sent to your paging tool, chat channel or a webhook.',
        image: { src: '/images/home/monitor-alert.svg', alt: 'Alert card: error rate for one customer rose to 8.2 percent against an expected band, notification sent to on-call chat' },
      },
      {
        id: 'dashboards',
        label: 'Dashboards',
        title: 'Share live dashboards with your team',
        body: 'Latency percentiles, error budgets and top failing endpoints on one screen, shared with engineering, support and sales.',
        image: { src: '/images/home/monitor-dashboard.svg', alt: 'Dashboard with p50, p95 and p99 latency lines, an error budget gauge at 71 percent and top failing endpoints' },
      },
    ],
  },
];
