import type { SdkGuide } from '@/marketing/content/other/types';
import { APP_ID_ENV, COLLECTOR_BASE } from './constants';

/** Guide for the Moesif.Middleware NuGet package. */
export const dotnetGuide: SdkGuide = {
  id: 'dotnet',
  language: 'C# / .NET',
  packageName: 'Moesif.Middleware',
  baseUriSetting: 'Moesif.Api.Configuration.BaseUri',
  platforms: [
    {
      id: 'aspnetcore',
      label: 'ASP.NET Core',
      install: { caption: 'Terminal', language: 'bash', code: 'dotnet add package Moesif.Middleware' },
      setup: {
        caption: 'Program.cs',
        language: 'csharp',
        code: `using Moesif.Middleware;

var builder = WebApplication.CreateBuilder(args);
var app = builder.Build();

// Send events to Apiscope instead of the SDK's default collector.
Moesif.Api.Configuration.BaseUri = "${COLLECTOR_BASE}";

var moesifOptions = new Dictionary<string, object>
{
    { "ApplicationId", Environment.GetEnvironmentVariable("${APP_ID_ENV}") },
    { "LogBody", true },
};

// Add after authentication so the signed-in user is known.
app.UseMiddleware<MoesifMiddleware>(moesifOptions);
app.MapGet("/hello", () => "Hello");
app.Run();`,
      },
    },
  ],
  useCases: {
    analytics: {
      caption: 'Attach users and companies',
      language: 'csharp',
      code: `moesifOptions["IdentifyUser"] = new Func<HttpRequest, HttpResponse, string>(
    (request, response) => request.HttpContext.User?.Identity?.Name);
moesifOptions["IdentifyCompany"] = new Func<HttpRequest, HttpResponse, string>(
    (request, response) => request.Headers["X-Organization-Id"]);`,
    },
    monitoring: {
      caption: 'Skip health checks',
      language: 'csharp',
      code: `moesifOptions["Skip"] = new Func<HttpRequest, HttpResponse, bool>(
    (request, response) => request.Path.StartsWithSegments("/health"));`,
    },
    monetization: {
      caption: 'Meter by company',
      language: 'csharp',
      code: `// Billing meters count usage per company: return the paying account for every call.
moesifOptions["IdentifyCompany"] = new Func<HttpRequest, HttpResponse, string>(
    (request, response) => request.Headers["X-Organization-Id"]);`,
    },
  },
};
