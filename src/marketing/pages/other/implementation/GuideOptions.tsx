import { Link } from 'react-router-dom';
import { useCaseFraming } from '@/marketing/content/other/guides';
import type { GuideUseCase, SdkGuide } from '@/marketing/content/other/types';

const USE_CASES: GuideUseCase[] = ['analytics', 'monitoring', 'monetization'];

function query(platform: string, useCase: GuideUseCase): string {
  return `?${new URLSearchParams({ platform, useCase }).toString()}`;
}

/** Props of {@link GuideOptions}. */
export interface GuideOptionsProps {
  guide: SdkGuide;
  platform: string;
  useCase: GuideUseCase;
}

/** Links that switch a guide's framework (?platform=) and goal (?useCase=) while keeping the other choice. */
export function GuideOptions({ guide, platform, useCase }: GuideOptionsProps) {
  return (
    <>
      {guide.platforms.length > 1 ? (
        <nav aria-label="Framework">
          <ul className="op-tabs">
            {guide.platforms.map((p) => (
              <li key={p.id}>
                <Link to={query(p.id, useCase)} aria-current={p.id === platform ? 'page' : undefined}>
                  {p.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <nav aria-label="Goal">
        <ul className="op-tabs">
          {USE_CASES.map((u) => (
            <li key={u}>
              <Link to={query(platform, u)} aria-current={u === useCase ? 'page' : undefined}>
                {useCaseFraming[u].label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
