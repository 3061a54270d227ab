import { createStore } from 'zustand';
import { createJSONStorage, persist, type PersistStorage } from 'zustand/middleware';
import { draftFields, draftStorageKey, draftVersion, pickDraft, readDraft } from './enquiry-draft';
import { emptyEnquiry, type ContactField, type ContactValues } from './form-rules';

export type CountryCheck = (value: string) => boolean;

export interface EnquiryState {
  values: ContactValues;
  /** Fields changed in this page load: a stored draft never replaces them. */
  edited: readonly ContactField[];
  /**
   * Whether changes are written to the tab's storage: from the moment the stored draft has been
   * read (or found missing or unusable) until the enquiry is sent. Writing earlier would replace
   * the whole stored draft with a half-empty form.
   */
  storing: boolean;
  setValue: (field: ContactField, value: string) => void;
  /** Reads the stored draft into every field not edited yet, then starts storing. */
  restore: () => Promise<void>;
  /** Forgets the draft once the enquiry is sent, and stores nothing more. */
  discard: () => void;
}

export type EnquiryStore = ReturnType<typeof createEnquiryStore>;

function attempt(action: () => unknown) {
  try {
    action();
  } catch (problem) {
    // Storage full or blocked: the form works on, it just keeps no draft.
    console.warn(problem);
  }
}

/**
 * The enquiry form's values, kept per tab in sessionStorage through zustand's persist middleware.
 * One store per form, never a module-level one: on the server each render gets its own and never
 * reads or writes storage (style rule 10). The draft is read after hydration (`restore`, called
 * from an effect; `skipHydration` keeps persist from reading it while the store is created), so
 * the first render matches the server HTML. `loadCountryCheck` is awaited only when a draft is
 * stored: the country list it needs is a chunk of its own.
 */
export function createEnquiryStore(loadCountryCheck: () => Promise<CountryCheck>, initial?: ContactValues) {
  // Set just before a stored draft is read; nothing is trusted until then.
  let isListedCountry: CountryCheck = () => false;
  // Undefined where there is no sessionStorage (the server, a browser that blocks it).
  const session = createJSONStorage<unknown>(() => sessionStorage);
  const storage: PersistStorage<unknown> = {
    getItem: (name) => session?.getItem(name) ?? null,
    setItem: (name, value) => store.getState().storing && attempt(() => session?.setItem(name, value)),
    removeItem: (name) => attempt(() => session?.removeItem(name)),
  };
  const hasStoredDraft = () => {
    try {
      return session?.getItem(draftStorageKey) != null;
    } catch {
      return true; // Unreadable (not JSON): rehydration drops it and the next change replaces it.
    }
  };

  const store = createStore<EnquiryState>()(
    persist(
      (set, get) => ({
        // A page that answers a plain post (issue 28) starts from what was posted: no draft replaces it.
        values: initial ?? emptyEnquiry,
        edited: initial ? draftFields : [],
        storing: false,
        setValue: (field, value) =>
          set(({ values, edited }) => ({ values: { ...values, [field]: value }, edited: edited.includes(field) ? edited : [...edited, field] })),
        restore: async () => {
          if (hasStoredDraft()) {
            try {
              isListedCountry = await loadCountryCheck();
            } catch (problem) {
              // Without the list the draft cannot be checked: leave it stored for the next page load.
              console.warn(problem);
              return;
            }
            await store.persist.rehydrate();
          }
          // Also writes what was typed meanwhile, so it survives even if nothing else is typed.
          if (!get().storing) set({ storing: true });
        },
        discard: () => {
          set({ storing: false });
          store.persist.clearStorage();
        },
      }),
      {
        name: draftStorageKey,
        version: draftVersion,
        storage,
        skipHydration: true,
        partialize: (state) => pickDraft(state.values),
        // A draft of another version is dropped, not guessed at.
        migrate: () => null,
        merge: (persisted, current) => {
          const draft = readDraft(persisted, isListedCountry);
          if (!draft) return current;
          const kept = draftFields.filter((field) => !current.edited.includes(field) && draft[field] !== undefined);
          return { ...current, values: { ...current.values, ...Object.fromEntries(kept.map((field) => [field, draft[field]])) } };
        },
      },
    ),
  );
  return store;
}
