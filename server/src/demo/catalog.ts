/** The demo apps' API surface: what a payments company's REST, GraphQL and SOAP traffic looks like. */

/** One endpoint of a demo API. */
export interface DemoEndpoint {
  verb: string;
  /** Path template; {id} is filled with an object id of the given prefix. */
  path: string;
  idPrefix?: string;
  /** Relative popularity. */
  weight: number;
  /** Median latency in ms. */
  medianMs: number;
  /** Share of 4xx answers. */
  clientErrorRate: number;
  /** Share of 5xx answers on a normal day. */
  serverErrorRate: number;
  /** GraphQL operation or SOAP action, kept in metadata. */
  operation?: string;
  /** Success status (201 for creations). */
  okStatus?: number;
}

/** REST endpoints of the demo default app. */
export const REST_ENDPOINTS: DemoEndpoint[] = [
  { verb: 'GET', path: '/v1/customers/{id}', idPrefix: 'cus', weight: 22, medianMs: 38, clientErrorRate: 0.04, serverErrorRate: 0.004 },
  { verb: 'GET', path: '/v1/customers', weight: 8, medianMs: 95, clientErrorRate: 0.01, serverErrorRate: 0.004 },
  { verb: 'POST', path: '/v1/customers', weight: 4, medianMs: 140, clientErrorRate: 0.08, serverErrorRate: 0.006, okStatus: 201 },
  { verb: 'POST', path: '/v1/payments', weight: 18, medianMs: 260, clientErrorRate: 0.07, serverErrorRate: 0.012, okStatus: 201 },
  { verb: 'GET', path: '/v1/payments/{id}', idPrefix: 'pay', weight: 14, medianMs: 45, clientErrorRate: 0.03, serverErrorRate: 0.003 },
  { verb: 'POST', path: '/v1/payments/{id}/refund', idPrefix: 'pay', weight: 2, medianMs: 320, clientErrorRate: 0.1, serverErrorRate: 0.015, okStatus: 201 },
  { verb: 'GET', path: '/v1/invoices', weight: 7, medianMs: 120, clientErrorRate: 0.01, serverErrorRate: 0.005 },
  { verb: 'GET', path: '/v1/invoices/{id}', idPrefix: 'in', weight: 9, medianMs: 52, clientErrorRate: 0.03, serverErrorRate: 0.003 },
  { verb: 'POST', path: '/v1/invoices/{id}/pay', idPrefix: 'in', weight: 3, medianMs: 410, clientErrorRate: 0.06, serverErrorRate: 0.02 },
  { verb: 'GET', path: '/v1/subscriptions/{id}', idPrefix: 'sub', weight: 6, medianMs: 44, clientErrorRate: 0.02, serverErrorRate: 0.003 },
  { verb: 'PATCH', path: '/v1/subscriptions/{id}', idPrefix: 'sub', weight: 2, medianMs: 180, clientErrorRate: 0.05, serverErrorRate: 0.008 },
  { verb: 'GET', path: '/v1/balance', weight: 3, medianMs: 30, clientErrorRate: 0.005, serverErrorRate: 0.002 },
  { verb: 'POST', path: '/v1/webhooks', weight: 1, medianMs: 90, clientErrorRate: 0.05, serverErrorRate: 0.004, okStatus: 201 },
  { verb: 'GET', path: '/health', weight: 1, medianMs: 4, clientErrorRate: 0, serverErrorRate: 0.001 },
];

/** GraphQL operations of the demo GraphQL app (all POST /graphql). */
export const GRAPHQL_ENDPOINTS: DemoEndpoint[] = [
  ['GetCustomer', 20, 42], ['ListPayments', 16, 130], ['CreatePayment', 10, 280], ['GetInvoice', 9, 60],
  ['ListInvoices', 6, 150], ['UpdateSubscription', 3, 200], ['Viewer', 12, 18], ['SearchCustomers', 5, 240],
].map(([operation, weight, medianMs]) => ({
  verb: 'POST', path: '/graphql', weight: weight as number, medianMs: medianMs as number, clientErrorRate: 0.03, serverErrorRate: 0.006,
  operation: operation as string,
}));

/** SOAP actions of the demo SOAP app. */
export const SOAP_ENDPOINTS: DemoEndpoint[] = [
  ['GetAccountBalance', 18, 120], ['SubmitPayment', 10, 450], ['GetStatement', 6, 380], ['ValidateAccount', 12, 90], ['CancelPayment', 2, 300],
].map(([operation, weight, medianMs]) => ({
  verb: 'POST', path: '/soap/PaymentService.svc', weight: weight as number, medianMs: medianMs as number, clientErrorRate: 0.02,
  serverErrorRate: 0.01, operation: operation as string,
}));

/** Client errors and their relative frequency. */
export const CLIENT_ERRORS = [
  { weight: 30, value: 400 }, { weight: 20, value: 401 }, { weight: 25, value: 404 }, { weight: 15, value: 422 }, { weight: 10, value: 429 },
];
/** Server errors and their relative frequency. */
export const SERVER_ERRORS = [{ weight: 60, value: 500 }, { weight: 25, value: 502 }, { weight: 15, value: 503 }];

/** Clients calling the demo APIs. */
export const USER_AGENTS = [
  'acmepay-node/4.2.1', 'acmepay-python/3.9.0', 'acmepay-go/2.1.4', 'PostmanRuntime/7.36.1', 'curl/8.4.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0',
];

/** Names of the demo user actions, with relative frequency. */
export const ACTIONS = [
  { weight: 10, value: 'Viewed Pricing' }, { weight: 6, value: 'Signed Up' }, { weight: 5, value: 'Created API Key' },
  { weight: 4, value: 'Viewed Docs' }, { weight: 2, value: 'Invited Teammate' }, { weight: 1, value: 'Upgraded Plan' },
];

/** Company name parts, plans and regions for the ~150 demo companies. */
export const COMPANY_WORDS = {
  first: ['Acme', 'Globex', 'Initech', 'Umbrella', 'Stark', 'Wayne', 'Hooli', 'Vandelay', 'Soylent', 'Tyrell', 'Cyberdyne', 'Aperture', 'Wonka', 'Gringotts', 'Pied Piper', 'Monarch', 'Dunder', 'Prestige', 'Oscorp', 'Nakatomi'],
  second: ['Labs', 'Logistics', 'Health', 'Retail', 'Travel', 'Foods', 'Energy', 'Media', 'Finance', 'Robotics'],
  plans: [{ weight: 50, value: 'Free' }, { weight: 30, value: 'Growth' }, { weight: 15, value: 'Business' }, { weight: 5, value: 'Enterprise' }],
  industries: ['E-commerce', 'Fintech', 'Healthcare', 'Logistics', 'Media', 'SaaS', 'Travel'],
  regions: ['us-east', 'us-west', 'eu-west', 'ap-southeast'],
};

/** First and last names for the ~2,000 demo users. */
export const PEOPLE = {
  first: ['Ava', 'Liam', 'Mia', 'Noah', 'Zoe', 'Ethan', 'Isla', 'Lucas', 'Aria', 'Mateo', 'Chloe', 'Leo', 'Nora', 'Kai', 'Maya', 'Omar', 'Priya', 'Hiro', 'Sofia', 'Jonas', 'Amara', 'Diego', 'Lena', 'Ravi', 'Elena'],
  last: ['Smith', 'Garcia', 'Chen', 'Okafor', 'Müller', 'Rossi', 'Kim', 'Nguyen', 'Patel', 'Silva', 'Johnson', 'Tanaka', 'Novak', 'Haddad', 'Larsen', 'Dubois', 'Kowalski', 'Andersson', 'Reyes', 'Walker'],
  titles: ['Software Engineer', 'CTO', 'Product Manager', 'Developer Advocate', 'Data Analyst', 'Engineering Manager'],
};
