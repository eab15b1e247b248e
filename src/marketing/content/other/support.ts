/** Content of the support-desk plugin pages (bare pages embedded in help-desk tools). */
export const supportDesk = {
  steps: [
    {
      title: 'Find the customer',
      body: 'Open the ticket. The sidebar looks up the requester\'s email in your Apiscope user profiles, then the company they belong to.',
    },
    {
      title: 'Read their recent API calls',
      body: 'The last 24 hours of that user\'s or company\'s calls are listed newest first, with method, route, status and duration. Failed calls (4xx and 5xx) are highlighted.',
    },
    {
      title: 'Open the full event',
      body: 'Open any call to see headers and bodies as captured (masked fields stay masked), then link it in your reply or escalate it to engineering.',
    },
  ],
  setup: [
    'An Apiscope admin creates a plugin token in App Setup; it can only read user profiles and the profile view, nothing else.',
    'Install the sidebar app in your help desk and paste the token.',
    'Make sure your SDK identifies users by the same email or id your help desk knows them by.',
  ],
  privacy:
    'The sidebar loads data directly from Apiscope with the plugin token; your help desk does not store the API calls it shows.',
};
