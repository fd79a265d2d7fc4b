'use client'

import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import clsx from 'clsx'
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import Image from 'next/image'
import { Link } from '@/i18n/navigation'
import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FocusEvent } from 'react'
import { buttonClass } from '@/components/ui/Button'

/** The slides rotate every 7000 ms. */
export const SLIDE_DELAY_MS = 7000

/** One slide: its texts, its call to action and its image (width and height reserve the space: no layout shift). */
export interface Slide {
  eyebrow: string
  title: string
  text: string
  cta: { href: string; label: string }
  image: { src: string; alt: string; width: number; height: number }
  tone: string
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia(REDUCED_MOTION).matches
/** Follows the visitor's motion setting; the server renders as if motion were allowed. */
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

const control =
  'grid size-11 place-items-center rounded-full bg-white text-brand-700 shadow-sm ring-1 ring-brand-200 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

/**
 * The home page carousel (WAI-ARIA APG carousel pattern): a region with
 * aria-roledescription 'carousel', slides as groups ('dia', '1 van 2'), previous/next buttons and slide dots, and a
 * button that stops or starts the rotation. Embla moves the slides; its autoplay plugin turns them every 7 s, paused
 * while the pointer is over the carousel or the focus is inside it, and never started for people who prefer reduced
 * motion. Slides that are not shown are inert, so the keyboard skips them and a screen reader announces the new one
 * (aria-live polite while not rotating). The first slide renders on the server and works without JavaScript; its
 * image is the page's largest paint, so it is preloaded with a high priority.
 */
export function HomeCarousel({ slides }: { slides: Slide[] }) {
  const t = useTranslations('home')
  const [autoplay] = useState(() =>
    Autoplay({
      delay: SLIDE_DELAY_MS,
      playOnInit: false,
      stopOnInteraction: true,
      stopOnFocusIn: false,
      stopOnMouseEnter: false,
    }),
  )
  const [viewportRef, embla] = useEmblaCarousel({ loop: false, duration: 30 }, [autoplay])
  const [selected, setSelected] = useState(0)
  const [playing, setPlaying] = useState(false)
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false)
  // What the visitor chose with the rotation button; hover and focus only pause it for a while.
  const wanted = useRef(true)
  const hovered = useRef(false)
  const focused = useRef(false)

  useEffect(() => {
    if (!embla) return
    const onSelect = () => setSelected(embla.selectedScrollSnap())
    const onPlay = () => setPlaying(true)
    const onStop = () => setPlaying(false)
    embla.on('select', onSelect).on('reInit', onSelect).on('autoplay:play', onPlay).on('autoplay:stop', onStop)
    onSelect()
    if (prefersReducedMotion()) wanted.current = false
    else if (!hovered.current && !focused.current) autoplay.play()
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect).off('autoplay:play', onPlay).off('autoplay:stop', onStop)
    }
  }, [embla, autoplay])

  const resumeIfFree = useCallback(() => {
    if (wanted.current && !hovered.current && !focused.current) autoplay.play()
  }, [autoplay])

  const goTo = useCallback(
    (index: number) => embla?.scrollTo((index + slides.length) % slides.length, prefersReducedMotion()),
    [embla, slides.length],
  )

  const toggleRotation = () => {
    if (playing) {
      wanted.current = false
      autoplay.stop()
    } else {
      // An explicit start wins over the pause of the focus on this very button.
      wanted.current = true
      autoplay.play()
    }
  }

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return
    focused.current = true
    autoplay.stop()
  }
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return
    focused.current = false
    resumeIfFree()
  }

  return (
    <section
      aria-roledescription={t('carouselRole')}
      aria-label={t('carouselLabel')}
      className="relative"
      onMouseEnter={() => {
        hovered.current = true
        autoplay.stop()
      }}
      onMouseLeave={() => {
        hovered.current = false
        resumeIfFree()
      }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div ref={viewportRef} className="overflow-hidden rounded-[2rem] shadow-sm ring-1 ring-stone-100">
        <div id="home-slides" className="flex touch-pan-y" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={slide.title}
              role="group"
              aria-roledescription={t('slideRole')}
              aria-label={t('slideLabel', { index: index + 1, count: slides.length })}
              inert={index !== selected}
              className={clsx('min-w-0 shrink-0 grow-0 basis-full', slide.tone)}
            >
              <div className="grid h-full items-center gap-6 px-6 py-8 sm:px-10 md:grid-cols-[1fr_1.1fr] md:gap-10 md:py-10 lg:px-14">
                <div className="order-2 md:order-1">
                  <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{slide.eyebrow}</p>
                  <h2 className="mt-2 text-2xl leading-tight font-extrabold tracking-tight text-balance text-stone-900 sm:text-3xl lg:text-4xl">
                    {slide.title}
                  </h2>
                  <p className="mt-4 max-w-lg text-base leading-relaxed text-pretty text-stone-700 sm:text-lg">
                    {slide.text}
                  </p>
                  <Link href={slide.cta.href} className={buttonClass('primary', 'lg', 'mt-6')}>
                    {slide.cta.label}
                  </Link>
                </div>
                <Image
                  src={slide.image.src}
                  alt={slide.image.alt}
                  width={slide.image.width}
                  height={slide.image.height}
                  unoptimized
                  // The first slide's image is the largest paint of the home page: fetched first, never lazily.
                  preload={index === 0}
                  loading="eager"
                  fetchPriority={index === 0 ? 'high' : 'low'}
                  sizes="(min-width: 768px) 50vw, 100vw"
                  className="order-1 h-auto w-full rounded-3xl md:order-2"
                />
              </div>
            </div>
          ))}
        </div>
      </div>

      <div className="mt-4 flex items-center justify-center gap-3">
        {!reducedMotion && (
          <button
            type="button"
            onClick={toggleRotation}
            aria-label={playing ? t('pause') : t('play')}
            className={control}
          >
            {playing ? <Pause className="size-5" aria-hidden="true" /> : <Play className="size-5" aria-hidden="true" />}
          </button>
        )}
        <button
          type="button"
          onClick={() => goTo(selected - 1)}
          aria-label={t('previous')}
          aria-controls="home-slides"
          className={control}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <div role="group" aria-label={t('dotsLabel')} className="flex items-center gap-1">
          {slides.map((slide, index) => (
            <button
              key={slide.title}
              type="button"
              onClick={() => goTo(index)}
              aria-label={t('goTo', { index: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              aria-controls="home-slides"
              className="group grid size-11 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span
                aria-hidden="true"
                className={clsx(
                  'block h-3 rounded-full transition-all',
                  index === selected ? 'w-8 bg-brand-600' : 'w-3 bg-brand-200 group-hover:bg-brand-300',
                )}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => goTo(selected + 1)}
          aria-label={t('next')}
          aria-controls="home-slides"
          className={control}
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
    </section>
  )
}
