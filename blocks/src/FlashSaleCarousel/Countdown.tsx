/**
 * The flash sale's live countdown. The server cannot know the browser's 'now', so the server and the
 * first client render show a stable placeholder ('--'); the time fills in after mount and ticks every
 * second until the end, when it stays at 00.
 */
import type { FlashSaleCarouselProps } from '@waypoint/schemas';
import { Fragment, useEffect, useState } from 'react';
import { type CountdownSegment, countdownParts, countdownSegments, SECOND_MS } from './countdown.ts';

type CountdownProps = NonNullable<FlashSaleCarouselProps['countdown']>;

const PLACEHOLDER = '--';

export function Countdown({ endsAt, label, units }: CountdownProps) {
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    const end = Date.parse(endsAt);
    let timer: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      // Past the end nothing changes any more.
      if (!(time < end) && timer !== undefined) clearInterval(timer);
    };
    tick();
    if (Date.now() < end) timer = setInterval(tick, SECOND_MS);
    return () => clearInterval(timer);
  }, [endsAt]);

  const segments: CountdownSegment[] =
    now === null
      ? countdownSegments({ days: 0, hours: 0, minutes: 0, seconds: 0, ended: false }, units).map((s) => ({
          ...s,
          value: PLACEHOLDER,
        }))
      : countdownSegments(countdownParts(endsAt, now), units);

  return (
    <p className="flash-sale-carousel__countdown">
      <span className="flash-sale-carousel__countdown-label">{label}</span>{' '}
      <time
        className="flash-sale-carousel__timer"
        dateTime={endsAt}
        data-ready={now === null ? undefined : ''}
      >
        {segments.map((segment, index) => (
          <Fragment key={segment.key}>
            {index > 0 ? ' ' : null}
            <span className="flash-sale-carousel__segment">
              <span className="flash-sale-carousel__value">{segment.value}</span>
              <span className="flash-sale-carousel__unit">{segment.unit}</span>
            </span>
          </Fragment>
        ))}
      </time>
    </p>
  );
}
