import type { SdkGuide } from '@/marketing/content/other/types';
import { APP_ID_ENV, COLLECTOR_BASE } from './constants';

const maven = `<dependency>
  <groupId>com.moesif.servlet</groupId>
  <artifactId>moesif-servlet</artifactId>
  <!-- set moesif.servlet.version to the latest release on Maven Central -->
  <version>\${moesif.servlet.version}</version>
</dependency>`;

/** Guide for the moesif-servlet filter. */
export const javaGuide: SdkGuide = {
  id: 'java',
  language: 'Java',
  packageName: 'com.moesif.servlet:moesif-servlet',
  baseUriSetting: 'com.moesif.api.Configuration.BaseUri',
  platforms: [
    {
      id: 'spring',
      label: 'Spring Boot',
      install: { caption: 'pom.xml', language: 'xml', code: maven },
      setup: {
        caption: 'ApiscopeConfig.java',
        language: 'java',
        code: `import com.moesif.servlet.MoesifFilter;
import javax.servlet.Filter;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
public class ApiscopeConfig {

  @Bean
  public Filter moesifFilter() {
    // Send events to Apiscope instead of the SDK's default collector.
    com.moesif.api.Configuration.BaseUri = "${COLLECTOR_BASE}";
    return new MoesifFilter(System.getenv("${APP_ID_ENV}"));
  }
}`,
      },
    },
  ],
  useCases: {
    analytics: {
      caption: 'Attach users and companies',
      language: 'java',
      code: `MoesifConfiguration config = new MoesifConfigurationAdapter() {
  @Override
  public String identifyUser(HttpServletRequest request, HttpServletResponse response) {
    return request.getHeader("X-User-Id");
  }

  @Override
  public String identifyCompany(HttpServletRequest request, HttpServletResponse response) {
    return request.getHeader("X-Organization-Id");
  }
};
return new MoesifFilter(System.getenv("${APP_ID_ENV}"), config);`,
    },
    monitoring: {
      caption: 'Skip health checks',
      language: 'java',
      code: `MoesifConfiguration config = new MoesifConfigurationAdapter() {
  @Override
  public boolean skip(HttpServletRequest request, HttpServletResponse response) {
    return request.getRequestURI().startsWith("/actuator");
  }
};`,
    },
    monetization: {
      caption: 'Meter by company',
      language: 'java',
      code: `// Billing meters count usage per company: return the paying account for every call.
@Override
public String identifyCompany(HttpServletRequest request, HttpServletResponse response) {
  return request.getHeader("X-Organization-Id");
}`,
    },
  },
};
