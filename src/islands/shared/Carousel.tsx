// Image carousel (banners, campaign pictures). The first slide is plain HTML at once; swiper is
// imported once the page has loaded and the browser is idle. Autoplay pauses on demand (and never starts with reduced motion),
// with previous/next buttons: WCAG 2.2.2 and keyboard use.
import { useEffect, useRef, useState } from 'react';
import '../../styles/carousel.css';

export interface Slide {
  id: string | number;
  src: string;
  alt: string;
  href?: string;
}

interface CarouselProps {
  slides: Slide[];
  /** Accessible name of the carousel ('Destaques'). */
  label: string;
  /** Width / height of the images, to reserve their space. */
  aspectRatio?: string;
}

/** How long after the page's load swiper is fetched (unless a button asks for it first). */
const SWIPER_DELAY_MS = 2000;

type SwiperInstance = { slidePrev(): void; slideNext(): void; autoplay?: { start(): void; stop(): void }; destroy(): void };

/** Slides with 'Anterior', 'Pausar'/'Reproduzir' and 'Próximo' buttons. */
export function Carousel({ slides, label, aspectRatio = '16 / 6' }: CarouselProps) {
  const root = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(false);
  const many = slides.length > 1;
  // Parents build `slides` on every render: only a change of the pictures themselves may rebuild
  // swiper (which would also send the user back to the first slide).
  const slidesKey = slides.map((slide) => `${slide.id} ${slide.src}`).join('\n');

  // Swiper waits until the page has loaded, two seconds more and an idle moment, so on a slow phone
  // its 40 KB never compete with the page's data and pictures (the first slide stays up for the
  // autoplay delay anyway); pressing a button before then loads it at once.
  const mounting = useRef<Promise<SwiperInstance | null> | null>(null);
  const mountSwiper = (): Promise<SwiperInstance | null> => {
    mounting.current ??= Promise.all([import('swiper'), import('swiper/modules'), import('swiper/css')]).then(
      ([{ default: Swiper }, { Autoplay, A11y, Keyboard }]) => {
        if (!root.current) return null;
        const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        swiper.current = new Swiper(root.current, {
          modules: [Autoplay, A11y, Keyboard],
          // Rewind rather than loop: loop mode moves the slides around the DOM as it starts, which
          // repaints the first picture (the screen's largest element) as if it had only just arrived.
          rewind: true,
          keyboard: { enabled: true, onlyInViewport: true },
          autoplay: reduceMotion ? false : { delay: 5000, disableOnInteraction: false, pauseOnMouseEnter: true },
          a11y: {
            prevSlideMessage: 'Anterior',
            nextSlideMessage: 'Próximo',
            slideLabelMessage: '{{index}} de {{slidesLength}}',
            containerRoleDescriptionMessage: 'carrossel',
            itemRoleDescriptionMessage: 'slide',
          },
        });
        setPlaying(!reduceMotion);
        return swiper.current;
      },
      () => {
        // Offline before swiper was ever cached (docs/offline.md): the first slide stays; a tap tries again.
        mounting.current = null;
        return null;
      },
    );
    return mounting.current;
  };

  useEffect(() => {
    if (!many) return;
    let idle = 0;
    let delay = 0;
    const whenIdle = () => {
      // Safari has no requestIdleCallback.
      idle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(() => void mountSwiper(), { timeout: 2000 })
          : window.setTimeout(() => void mountSwiper(), 200);
    };
    const afterLoad = () => {
      delay = window.setTimeout(whenIdle, SWIPER_DELAY_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      window.clearTimeout(delay);
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      window.clearTimeout(idle);
      swiper.current?.destroy();
      swiper.current = null;
      mounting.current = null;
    };
  }, [many, slidesKey]);

  const go = (move: (instance: SwiperInstance) => void) => void mountSwiper().then((instance) => instance && move(instance));

  const togglePlay = () => {
    const wasPlaying = playing;
    go((instance) => {
      if (wasPlaying) instance.autoplay?.stop();
      else instance.autoplay?.start();
      setPlaying(!wasPlaying);
    });
  };

  return (
    <section className="carousel" aria-roledescription="carrossel" aria-label={label}>
      <div ref={root} className="swiper carousel__viewport" style={{ aspectRatio }}>
        <div className="swiper-wrapper">
          {slides.map((slide, index) => {
            const image = (
              <img
                src={slide.src}
                alt={slide.alt}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
                className="carousel__image"
              />
            );
            return (
              <div className="swiper-slide carousel__slide" key={slide.id}>
                {slide.href ? <a href={slide.href}>{image}</a> : image}
              </div>
            );
          })}
        </div>
      </div>
      {many && (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__button"
            onClick={() => go((instance) => instance.slidePrev())}
            aria-label="Slide anterior"
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z" />
            </svg>
          </button>
          <button
            type="button"
            className="carousel__button"
            onClick={togglePlay}
            aria-label={playing ? 'Pausar carrossel' : 'Reproduzir carrossel'}
          >
            {playing ? (
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M6 5h4v14H6zm8 0h4v14h-4z" />
              </svg>
            ) : (
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M8 5v14l11-7z" />
              </svg>
            )}
          </button>
          <button
            type="button"
            className="carousel__button"
            onClick={() => go((instance) => instance.slideNext())}
            aria-label="Próximo slide"
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z" />
            </svg>
          </button>
        </div>
      )}
    </section>
  );
}
