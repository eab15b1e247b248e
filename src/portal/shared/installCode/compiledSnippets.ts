/** Install code for the Go, Java and .NET middlewares, pointed at this server's collector. */
import { literal, type SnippetBuilder } from './installTypes';

const REDIRECT_COMMENT = "Send events to Apiscope instead of the SDK's default collector.";

/** moesifmiddleware-go around a net/http handler. */
export const goSnippet: SnippetBuilder = ({ token, collectorUrl }) => [
  { title: 'Add the middleware module.', language: 'bash', code: 'go get github.com/moesif/moesifmiddleware-go' },
  {
    title: 'Wrap your handlers with the middleware.',
    file: 'main.go',
    language: 'go',
    code: `package main

import (
	"net/http"

	moesifmiddleware "github.com/moesif/moesifmiddleware-go"
)

var moesifOptions = map[string]interface{}{
	"Application_Id": ${literal(token, '"')},
	// ${REDIRECT_COMMENT}
	"Api_Endpoint": ${literal(collectorUrl, '"')},
	"Log_Body":     true,
}

func handle(w http.ResponseWriter, r *http.Request) {
	w.Write([]byte("ok"))
}

func main() {
	http.Handle("/api", moesifmiddleware.MoesifMiddleware(http.HandlerFunc(handle), moesifOptions))
	http.ListenAndServe(":8080", nil)
}`,
  },
];

/** moesif-servlet as a Spring Boot filter. */
export const javaSnippet: SnippetBuilder = ({ token, collectorUrl }) => [
  {
    title: 'Add the servlet filter to your pom.xml (use the latest version from Maven Central).',
    file: 'pom.xml',
    language: 'xml',
    code: `<dependency>
  <groupId>com.moesif.servlet</groupId>
  <artifactId>moesif-servlet</artifactId>
  <version>\${moesif.servlet.version}</version>
</dependency>`,
  },
  {
    title: 'Register the filter.',
    file: 'ApiscopeConfig.java',
    language: 'java',
    code: `import com.moesif.servlet.MoesifFilter;
import javax.servlet.Filter;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
public class ApiscopeConfig {

  @Bean
  public Filter moesifFilter() {
    // ${REDIRECT_COMMENT}
    com.moesif.api.Configuration.BaseUri = ${literal(collectorUrl, '"')};
    return new MoesifFilter(${literal(token, '"')});
  }
}`,
  },
];

/** Moesif.Middleware in an ASP.NET Core app. */
export const csharpSnippet: SnippetBuilder = ({ token, collectorUrl }) => [
  { title: 'Add the NuGet package.', language: 'bash', code: 'dotnet add package Moesif.Middleware' },
  {
    title: 'Add the middleware after authentication, so the signed-in user is known.',
    file: 'Program.cs',
    language: 'csharp',
    code: `using Moesif.Middleware;

var builder = WebApplication.CreateBuilder(args);
var app = builder.Build();

// ${REDIRECT_COMMENT}
Moesif.Api.Configuration.BaseUri = ${literal(collectorUrl, '"')};

var moesifOptions = new Dictionary<string, object>
{
    { "ApplicationId", ${literal(token, '"')} },
    { "LogBody", true },
};

app.UseMiddleware<MoesifMiddleware>(moesifOptions);
app.MapGet("/hello", () => "Hello");
app.Run();`,
  },
];
