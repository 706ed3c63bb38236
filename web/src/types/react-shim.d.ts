/**
 * Minimal React 19 typings. The shared install has no @types/react / @types/react-dom (we may not install
 * packages), so this covers what the SPA uses. Delete this file once @types/react and @types/react-dom are added
 * (see docs/decisions/006).
 */
declare module 'react' {
  export type Key = string | number | bigint;
  export interface ReactElement<P = unknown> {
    type: unknown;
    props: P;
    key: string | null;
  }
  export type ReactNode = ReactElement | string | number | bigint | boolean | null | undefined | Iterable<ReactNode> | Promise<ReactNode>;
  export type JSXElementConstructor<P> = (props: P) => ReactNode;
  export type PropsWithChildren<P = unknown> = P & { children?: ReactNode };
  export interface RefObject<T> {
    current: T;
  }
  export type RefCallback<T> = (instance: T | null) => void | (() => void);
  export type Ref<T> = RefObject<T | null> | RefCallback<T> | null;
  export interface RefAttributes<T> {
    ref?: Ref<T>;
    key?: Key | null;
  }
  export type SetStateAction<S> = S | ((previous: S) => S);
  export type Dispatch<A> = (value: A) => void;
  export type DependencyList = readonly unknown[];
  export type EffectCallback = () => void | (() => void);

  export function useState<S>(initial: S | (() => S)): [S, Dispatch<SetStateAction<S>>];
  export function useState<S = undefined>(): [S | undefined, Dispatch<SetStateAction<S | undefined>>];
  export function useEffect(effect: EffectCallback, deps?: DependencyList): void;
  export function useLayoutEffect(effect: EffectCallback, deps?: DependencyList): void;
  export function useRef<T>(initial: T): RefObject<T>;
  export function useRef<T>(initial: T | null): RefObject<T | null>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  export function useCallback<T extends Function>(callback: T, deps: DependencyList): T;
  export function useMemo<T>(factory: () => T, deps: DependencyList): T;
  export function useId(): string;

  export type FC<P = object> = (props: P) => ReactNode;
  export type ComponentType<P = object> = (props: P) => ReactNode;
  export type ExoticComponent<P = object> = (props: P) => ReactNode;
  export type ForwardRefExoticComponent<P> = (props: P) => ReactNode;
  export type NamedExoticComponent<P = object> = (props: P) => ReactNode;
  export type LazyExoticComponent<T> = T;
  export type ComponentProps<T> = T extends (props: infer P) => ReactNode ? P : never;
  export interface Context<T> {
    Provider: (props: { value: T; children?: ReactNode }) => ReactNode;
    Consumer: (props: { children: (value: T) => ReactNode }) => ReactNode;
  }
  export function createContext<T>(defaultValue: T): Context<T>;
  export function useContext<T>(context: Context<T>): T;
  export function lazy<T extends (props: never) => ReactNode>(load: () => Promise<{ default: T }>): T;
  export function forwardRef<T, P = object>(render: (props: P, ref: Ref<T>) => ReactNode): ForwardRefExoticComponent<P & RefAttributes<T>>;
  export function memo<P>(component: (props: P) => ReactNode): (props: P) => ReactNode;
  export function startTransition(scope: () => void): void;
  export function act(callback: () => void | Promise<void>): Promise<void>;
  export const Suspense: (props: { fallback?: ReactNode; children?: ReactNode }) => ReactNode;
  export const StrictMode: (props: { children?: ReactNode }) => ReactNode;
  export const Fragment: (props: { children?: ReactNode }) => ReactNode;

  export interface SyntheticEvent<T = Element, E = Event> {
    currentTarget: T;
    target: EventTarget & T;
    nativeEvent: E;
    defaultPrevented: boolean;
    preventDefault(): void;
    stopPropagation(): void;
  }
  export type FormEvent<T = Element> = SyntheticEvent<T>;
  export type ChangeEvent<T = Element> = SyntheticEvent<T>;
  export type FocusEvent<T = Element> = SyntheticEvent<T, globalThis.FocusEvent>;
  export interface MouseEvent<T = Element> extends SyntheticEvent<T, globalThis.MouseEvent> {
    button: number;
  }
  export interface KeyboardEvent<T = Element> extends SyntheticEvent<T, globalThis.KeyboardEvent> {
    key: string;
    shiftKey: boolean;
  }
  export type CSSProperties = Record<string, string | number | undefined>;

  export interface DOMAttributes<T> {
    children?: ReactNode;
    dangerouslySetInnerHTML?: { __html: string };
    onClick?(event: MouseEvent<T>): void;
    onMouseDown?(event: MouseEvent<T>): void;
    onKeyDown?(event: KeyboardEvent<T>): void;
    onFocus?(event: FocusEvent<T>): void;
    onBlur?(event: FocusEvent<T>): void;
    onChange?(event: ChangeEvent<T>): void;
    onInput?(event: FormEvent<T>): void;
    onSubmit?(event: FormEvent<T>): void;
    onScroll?(event: SyntheticEvent<T>): void;
  }
  export interface HTMLAttributes<T> extends DOMAttributes<T> {
    id?: string;
    className?: string;
    style?: CSSProperties;
    role?: string;
    tabIndex?: number;
    title?: string;
    hidden?: boolean;
    lang?: string;
    inert?: boolean;
    inputMode?: 'none' | 'text' | 'tel' | 'url' | 'email' | 'numeric' | 'decimal' | 'search';
  }
  export interface AnchorHTMLAttributes<T> extends HTMLAttributes<T> {
    href?: string;
    target?: string;
    rel?: string;
    download?: string | boolean;
  }
  export interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    type?: 'button' | 'submit' | 'reset';
    disabled?: boolean;
    name?: string;
    value?: string;
    form?: string;
  }
  export interface FormHTMLAttributes<T> extends HTMLAttributes<T> {
    noValidate?: boolean;
    action?: string;
    method?: string;
  }
  export interface InputHTMLAttributes<T> extends HTMLAttributes<T> {
    type?: string;
    name?: string;
    value?: string | number | readonly string[];
    defaultValue?: string | number;
    checked?: boolean;
    defaultChecked?: boolean;
    disabled?: boolean;
    required?: boolean;
    readOnly?: boolean;
    placeholder?: string;
    autoComplete?: string;
    autoFocus?: boolean;
    maxLength?: number;
    minLength?: number;
    pattern?: string;
    min?: number | string;
    max?: number | string;
  }
  export interface SelectHTMLAttributes<T> extends HTMLAttributes<T> {
    name?: string;
    value?: string | readonly string[];
    defaultValue?: string;
    disabled?: boolean;
    required?: boolean;
    autoComplete?: string;
  }
  export interface OptionHTMLAttributes<T> extends HTMLAttributes<T> {
    value?: string;
    disabled?: boolean;
    selected?: boolean;
  }
  export interface TextareaHTMLAttributes<T> extends HTMLAttributes<T> {
    name?: string;
    value?: string;
    defaultValue?: string;
    rows?: number;
    maxLength?: number;
    disabled?: boolean;
    required?: boolean;
    placeholder?: string;
    autoComplete?: string;
  }
  export interface LabelHTMLAttributes<T> extends HTMLAttributes<T> {
    htmlFor?: string;
  }
  export interface ImgHTMLAttributes<T> extends HTMLAttributes<T> {
    src?: string;
    alt?: string;
    width?: number | string;
    height?: number | string;
    loading?: 'eager' | 'lazy';
    decoding?: 'async' | 'auto' | 'sync';
  }
  export interface OlHTMLAttributes<T> extends HTMLAttributes<T> {
    start?: number;
    reversed?: boolean;
  }
  export interface SVGAttributes<T> extends DOMAttributes<T> {
    className?: string;
    width?: number | string;
    height?: number | string;
    viewBox?: string;
    fill?: string;
    stroke?: string;
    d?: string;
    xmlns?: string;
    role?: string;
    focusable?: boolean | 'true' | 'false';
  }
  export type DetailedHTMLProps<A, T> = A & RefAttributes<T>;
}

declare module 'react/jsx-runtime' {
  import type { AnchorHTMLAttributes, ButtonHTMLAttributes, DetailedHTMLProps, FormHTMLAttributes, HTMLAttributes, ImgHTMLAttributes, InputHTMLAttributes, Key, LabelHTMLAttributes, OlHTMLAttributes, OptionHTMLAttributes, ReactElement, ReactNode, SelectHTMLAttributes, SVGAttributes, TextareaHTMLAttributes } from 'react';
  export namespace JSX {
    type ElementType = string | ((props: never) => ReactNode);
    type Element = ReactElement;
    interface ElementChildrenAttribute {
      children: object;
    }
    interface IntrinsicAttributes {
      key?: Key | null;
    }
    type Html<T = HTMLElement> = DetailedHTMLProps<HTMLAttributes<T>, T>;
    interface IntrinsicElements {
      a: DetailedHTMLProps<AnchorHTMLAttributes<HTMLAnchorElement>, HTMLAnchorElement>;
      button: DetailedHTMLProps<ButtonHTMLAttributes<HTMLButtonElement>, HTMLButtonElement>;
      form: DetailedHTMLProps<FormHTMLAttributes<HTMLFormElement>, HTMLFormElement>;
      input: DetailedHTMLProps<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement>;
      select: DetailedHTMLProps<SelectHTMLAttributes<HTMLSelectElement>, HTMLSelectElement>;
      option: DetailedHTMLProps<OptionHTMLAttributes<HTMLOptionElement>, HTMLOptionElement>;
      textarea: DetailedHTMLProps<TextareaHTMLAttributes<HTMLTextAreaElement>, HTMLTextAreaElement>;
      label: DetailedHTMLProps<LabelHTMLAttributes<HTMLLabelElement>, HTMLLabelElement>;
      img: DetailedHTMLProps<ImgHTMLAttributes<HTMLImageElement>, HTMLImageElement>;
      ol: DetailedHTMLProps<OlHTMLAttributes<HTMLOListElement>, HTMLOListElement>;
      svg: DetailedHTMLProps<SVGAttributes<SVGSVGElement>, SVGSVGElement>;
      path: DetailedHTMLProps<SVGAttributes<SVGPathElement>, SVGPathElement>;
      circle: DetailedHTMLProps<SVGAttributes<SVGCircleElement>, SVGCircleElement>;
      div: Html<HTMLDivElement>;
      span: Html;
      p: Html<HTMLParagraphElement>;
      main: Html;
      header: Html;
      footer: Html;
      nav: Html;
      section: Html;
      h1: Html<HTMLHeadingElement>;
      h2: Html<HTMLHeadingElement>;
      h3: Html<HTMLHeadingElement>;
      ul: Html<HTMLUListElement>;
      li: Html<HTMLLIElement>;
      dl: Html;
      dt: Html;
      dd: Html;
      strong: Html;
      small: Html;
      code: Html;
      br: Html;
    }
  }
  export function jsx(type: unknown, props: unknown, key?: Key): ReactElement;
  export function jsxs(type: unknown, props: unknown, key?: Key): ReactElement;
  export const Fragment: (props: { children?: ReactNode }) => ReactNode;
}

declare module 'react-dom' {
  import type { ReactNode } from 'react';
  export function createPortal(children: ReactNode, container: Element | DocumentFragment, key?: string | null): ReactNode;
  export function flushSync<R>(fn: () => R): R;
}

declare module 'react-dom/client' {
  import type { ReactNode } from 'react';
  export interface Root {
    render(children: ReactNode): void;
    unmount(): void;
  }
  export function createRoot(container: Element | DocumentFragment): Root;
  export function hydrateRoot(container: Element | Document, initialChildren: ReactNode): Root;
}
