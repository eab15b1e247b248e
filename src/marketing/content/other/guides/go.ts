import type { SdkGuide } from '@/marketing/content/other/types';
import { APP_ID_ENV, COLLECTOR_BASE } from './constants';

/** Guide for moesifmiddleware-go. */
export const goGuide: SdkGuide = {
  id: 'go',
  language: 'Go',
  packageName: 'github.com/moesif/moesifmiddleware-go',
  baseUriSetting: 'Api_Endpoint',
  platforms: [
    {
      id: 'net-http',
      label: 'net/http',
      install: { caption: 'Terminal', language: 'bash', code: 'go get github.com/moesif/moesifmiddleware-go' },
      setup: {
        caption: 'main.go',
        language: 'go',
        code: `package main

import (
	"net/http"
	"os"

	moesifmiddleware "github.com/moesif/moesifmiddleware-go"
)

var moesifOptions = map[string]interface{}{
	"Application_Id": os.Getenv("${APP_ID_ENV}"),
	// Send events to Apiscope instead of the SDK's default collector.
	"Api_Endpoint": "${COLLECTOR_BASE}",
	"Log_Body":     true,
	"Identify_User": func(r *http.Request, rec moesifmiddleware.MoesifResponseRecorder) string {
		return r.Header.Get("X-User-Id")
	},
}

func handle(w http.ResponseWriter, r *http.Request) {
	w.Write([]byte("ok"))
}

func main() {
	http.Handle("/api", moesifmiddleware.MoesifMiddleware(http.HandlerFunc(handle), moesifOptions))
	http.ListenAndServe(":8080", nil)
}`,
      },
    },
  ],
  useCases: {
    analytics: {
      caption: 'Attach companies',
      language: 'go',
      code: `moesifOptions["Identify_Company"] = func(r *http.Request, rec moesifmiddleware.MoesifResponseRecorder) string {
	return r.Header.Get("X-Organization-Id")
}`,
    },
    monitoring: {
      caption: 'Also capture outgoing calls',
      language: 'go',
      code: `// Logs calls made with net/http clients to third-party APIs.
moesifmiddleware.StartCaptureOutgoing(moesifOptions)`,
    },
    monetization: {
      caption: 'Meter by company',
      language: 'go',
      code: `// Billing meters count usage per company: return the paying account for every call.
moesifOptions["Identify_Company"] = func(r *http.Request, rec moesifmiddleware.MoesifResponseRecorder) string {
	return r.Header.Get("X-Organization-Id")
}`,
    },
  },
};
