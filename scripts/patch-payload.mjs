/**
 * Changes to Payload's admin (issue 30), applied by `npm install` (postinstall) to node_modules/@payloadcms/ui:
 * each is a text found exactly once in an installed file and replaced, so an upgrade that moves the code
 * fails the install loudly instead of silently dropping the change. Idempotent. Both copies of each
 * component are changed: the readable dist file and the client bundle the admin actually loads.
 * Checked by tests/e2e/adminDialogs.spec.ts (and tests/unit/patchPayload.test.ts: every change is in place).
 *
 *   node scripts/patch-payload.mjs          apply (postinstall)
 *   node scripts/patch-payload.mjs --check  exit 1 unless every change is in place
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const UI = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '@payloadcms', 'ui', 'dist')

/** Every change: where, the text before, the text after, and why. */
export const PAYLOAD_PATCHES = [
  {
    why: 'The schedule dialog keeps the time chosen when the zone changes (9:00 then Eastern is 9:00 Eastern, not the same instant shown as 4:00).',
    file: 'elements/PublishButton/ScheduleDrawer/index.js',
    before: 'onChange: setTimezone,',
    after:
      'onChange: nextTimezone => { const fromTimezone = timezone || userTimezone; setDate(current => current && fromTimezone && nextTimezone ? transpose(new TZDate(current).withTimeZone(fromTimezone), TZDate.tz(nextTimezone)) : current); setTimezone(nextTimezone); },',
  },
  {
    why: 'The same, in the client bundle (ao: TZDate, un: transpose, y: setDate, w: setTimezone, v: timezone, P: the browser zone).',
    file: 'exports/client/index.js',
    before: 'onChange:w,options:i,selectedTimezone:v',
    after: 'onChange:Z=>{let X=v||P;y(Q=>Q&&X&&Z?un(new ao(Q).withTimeZone(X),ao.tz(Z)):Q),w(Z)},options:i,selectedTimezone:v',
  },
  {
    why: 'The schedule dialog opens on Publish unless the document is published with nothing newer (it opened on Unpublish for a page never published).',
    file: 'elements/PublishButton/index.js',
    before: "defaultType: !hasNewerVersions ? 'unpublish' : 'publish',",
    after: "defaultType: hasPublishedDoc && !hasNewerVersions ? 'unpublish' : 'publish',",
  },
  {
    why: 'The same, in the client bundle (r: hasPublishedDoc, D: hasNewerVersions).',
    file: 'exports/client/index.js',
    before: 'defaultType:D?"publish":"unpublish"',
    after: 'defaultType:r&&!D?"unpublish":"publish"',
  },
  {
    why: 'The delete dialog of a published document says it is live, and at which address.',
    file: 'elements/DeleteDocument/index.js',
    before: `              title: titleFromProps || title || id
            }
          }), collectionConfig.trash`,
    after: `              title: titleFromProps || title || id
            }
          }), ostraLiveNotice({ hasPublishedDoc, savedDocumentData }), collectionConfig.trash`,
  },
  {
    why: 'What it reads, from the hook the component already calls.',
    file: 'elements/DeleteDocument/index.js',
    before: `  const {
    hasDeletePermission,
    hasTrashPermission
  } = useDocumentInfo();`,
    after: `  const {
    hasDeletePermission,
    hasTrashPermission,
    hasPublishedDoc,
    savedDocumentData
  } = useDocumentInfo();`,
  },
  {
    why: 'Its helper, beside the component.',
    file: 'elements/DeleteDocument/index.js',
    before: "const baseClass = 'delete-document';",
    after:
      "const baseClass = 'delete-document';\nconst ostraLiveNotice = ({ hasPublishedDoc, savedDocumentData }) => hasPublishedDoc ? /*#__PURE__*/_jsx(\"p\", { className: `${baseClass}__live`, children: typeof savedDocumentData?.path === 'string' ? `It is live on the site at ${savedDocumentData.path}: deleting it takes it off the site, and visitors get “page not found” there.` : 'It is live on the site: deleting it takes it off the site.' }) : null;",
  },
  {
    why: 'The same, in the client bundle (E6: DeleteDocument, gc: jsx, P6: its class, Ie: useDocumentInfo; read once per render, as the hook already is).',
    file: 'exports/client/index.js',
    before: '{hasDeletePermission:f,hasTrashPermission:m}=Ie()',
    after: '{hasDeletePermission:f,hasTrashPermission:m,hasPublishedDoc:OstraLive,savedDocumentData:OstraSaved}=Ie()',
  },
  {
    why: 'The notice itself, after the question.',
    file: 'exports/client/index.js',
    before: 'variables:{label:F6(i,g),title:l||C||e}}),',
    after:
      'variables:{label:F6(i,g),title:l||C||e}}),OstraLive&&gc("p",{className:`${P6}__live`,children:typeof OstraSaved?.path=="string"?`It is live on the site at ${OstraSaved.path}: deleting it takes it off the site, and visitors get \u201cpage not found\u201d there.`:"It is live on the site: deleting it takes it off the site."}),',
  },
  {
    why: 'A field that appeared after the last save attempt (a new block, card or question) is not shown as invalid until it is typed in or saved again (after one failed save, every new block showed red "required").',
    file: 'forms/useField/index.js',
    before: 'const showError = valid === false && submitted;',
    after: 'const showError = valid === false && submitted && field?.untouched !== true;',
  },
  {
    why: 'The same, in the client bundle (k: valid, d: submitted, v: the field).',
    file: 'exports/client/index.js',
    before: 'P=k===!1&&d,',
    after: 'P=k===!1&&d&&v?.untouched!==!0,',
  },
  {
    why: "Fields the server adds to the form (a new row's) are marked untouched.",
    file: 'forms/Form/mergeServerFormState.js',
    before: `    newState[path] = {
      ...currentState[path],
      ...sanitizedIncomingField
    };`,
    after: `    newState[path] = {
      ...currentState[path],
      ...sanitizedIncomingField
    };
    if (!(path in currentState)) newState[path].untouched = true;`,
  },
  {
    why: 'The same, in the client bundle (n: the new state, e: the current one, r: the path, l: the incoming field).',
    file: 'exports/client/index.js',
    before: 'n[r]={...e[r],...l},',
    after: 'n[r]={...e[r],...l},r in e||(n[r].untouched=!0),',
  },
  {
    why: 'Typing in a field touches it.',
    file: 'forms/Form/fieldReducer.js',
    before: `...(key === 'value' ? {
                isModified: true
              } : {})`,
    after: `...(key === 'value' ? {
                isModified: true,
                untouched: false
              } : {})`,
  },
  {
    why: 'The same, in the client bundle.',
    file: 'exports/client/index.js',
    before: '...s==="value"?{isModified:!0}:{}',
    after: '...s==="value"?{isModified:!0,untouched:!1}:{}',
  },
  {
    why: "On a long page every keystroke re-rendered each row's label provider (~200 on 60 blocks), and each walked the whole form twice (getSiblingData and getDataByPath, ~700 fields): 40–60 ms per keystroke. A row's data is now recomputed only when one of its own fields changed (its fields found through an index of the form's paths, built once per form state), and kept otherwise, so its label does not re-render either.",
    file: 'forms/RowLabel/Context/index.js',
    before: `export const RowLabelProvider = ({
  children,
  path,
  rowNumber
}) => {
  const {
    getDataByPath,
    getSiblingData
  } = useWatchForm();
  const collapsibleData = getSiblingData(path);
  const arrayData = getDataByPath(path);
  const data = arrayData || collapsibleData;`,
    after: `const OstraRowKeys = new WeakMap();
const OstraRowData = (memo, fields, path, getDataByPath, getSiblingData) => { let index = OstraRowKeys.get(fields); if (!index) { index = new Map(); for (const key of Object.keys(fields)) for (let dot = key.indexOf("."); dot !== -1; dot = key.indexOf(".", dot + 1)) { const prefix = key.slice(0, dot); const list = index.get(prefix); if (list) list.push(key); else index.set(prefix, [key]); } OstraRowKeys.set(fields, index); } const keys = index.get(path); if (!keys) return getDataByPath(path) || getSiblingData(path); const states = keys.map((key) => fields[key]); const last = memo.current; if (last && last.path === path && last.states.length === states.length && last.states.every((state, at) => state === states[at])) return last.data; const data = getDataByPath(path) || getSiblingData(path); memo.current = { path, states, data }; return data; };
export const RowLabelProvider = ({
  children,
  path,
  rowNumber
}) => {
  const {
    fields,
    getDataByPath,
    getSiblingData
  } = useWatchForm();
  const data = OstraRowData(React.useRef(null), fields, path, getDataByPath, getSiblingData);`,
  },
  {
    why: 'The same, in the client bundle (Ub: RowLabelProvider, df: useWatchForm, Hb: React).',
    file: 'exports/client/index.js',
    before: 'Ub=({children:t,path:e,rowNumber:o})=>{let{getDataByPath:n,getSiblingData:r}=df(),s=r(e),l=n(e)||s,',
    after:
      'OstraRowKeys=new WeakMap,OstraRowData=(memo, fields, path, getDataByPath, getSiblingData) => { let index = OstraRowKeys.get(fields); if (!index) { index = new Map(); for (const key of Object.keys(fields)) for (let dot = key.indexOf("."); dot !== -1; dot = key.indexOf(".", dot + 1)) { const prefix = key.slice(0, dot); const list = index.get(prefix); if (list) list.push(key); else index.set(prefix, [key]); } OstraRowKeys.set(fields, index); } const keys = index.get(path); if (!keys) return getDataByPath(path) || getSiblingData(path); const states = keys.map((key) => fields[key]); const last = memo.current; if (last && last.path === path && last.states.length === states.length && last.states.every((state, at) => state === states[at])) return last.data; const data = getDataByPath(path) || getSiblingData(path); memo.current = { path, states, data }; return data; },Ub=({children:t,path:e,rowNumber:o})=>{let{fields:OstraFields,getDataByPath:n,getSiblingData:r}=df(),l=OstraRowData(Hb.useRef(null),OstraFields,e,n,r),',
  },
  {
    why: 'A field the server refuses on a save is shown as invalid, touched or not.',
    file: 'forms/Form/fieldReducer.js',
    before: `            errorMessage: message,
            valid: false
          };`,
    after: `            errorMessage: message,
            valid: false,
            untouched: false
          };`,
  },
  {
    why: 'The same, in the client bundle.',
    file: 'exports/client/index.js',
    before: 'errorMessage:r,valid:!1};let i=s.split(".")',
    after: 'errorMessage:r,valid:!1,untouched:!1};let i=s.split(".")',
  },
  {
    why: 'A save attempt (the form validated for submit) shows every invalid field, new ones included (a new object, so the form sees the change and renders it).',
    file: 'forms/Form/index.js',
    before: `      const validatedField = field;
`,
    after: `      const validatedField = field.untouched ? { ...field, untouched: false } : field;
`,
  },
  {
    why: 'The same, in the client bundle (Qt: the field being validated).',
    file: 'exports/client/index.js',
    before: 'let Qt=_t,jr=xt?xt.split(".")',
    after: 'let Qt=_t.untouched?{..._t,untouched:!1}:_t,jr=xt?xt.split(".")',
  },
  {
    why: 'An autosave answered after the marketer typed on keeps what they typed: a value is taken from the answer only if the field still holds what was sent (Payload protected the last field typed in only, so a word typed in one field and then another reverted to the saved one).',
    file: 'forms/Form/index.js',
    before: `              type: 'MERGE_SERVER_STATE',
              acceptValues,
              prevStateRef: prevFormState,
              serverState: newFormState`,
    after: `              type: 'MERGE_SERVER_STATE',
              acceptValues: acceptValues && typeof acceptValues === 'object' ? { ...acceptValues, sentState: serializableFormState } : acceptValues,
              prevStateRef: prevFormState,
              serverState: newFormState`,
  },
  {
    why: 'The same, in the client bundle (Mt: acceptValues, tn: the form state sent).',
    file: 'exports/client/index.js',
    before: 'Z({type:"MERGE_SERVER_STATE",acceptValues:Mt,prevStateRef:Q,serverState:Ws})',
    after: 'Z({type:"MERGE_SERVER_STATE",acceptValues:Mt&&typeof Mt=="object"?{...Mt,sentState:tn}:Mt,prevStateRef:Q,serverState:Ws})',
  },
  {
    why: 'The check itself: the field still holds the value sent.',
    file: 'forms/Form/mergeServerFormState.js',
    before: 'acceptValues.overrideLocalChanges === false && !currentState[path]?.isModified;',
    after:
      'acceptValues.overrideLocalChanges === false && !currentState[path]?.isModified && (!acceptValues.sentState || dequal(acceptValues.sentState[path]?.value, currentState[path]?.value));',
  },
  {
    why: 'The same, in the client bundle (Cz: dequal).',
    file: 'exports/client/index.js',
    before: 't.overrideLocalChanges===!1&&!e[r]?.isModified;',
    after: 't.overrideLocalChanges===!1&&!e[r]?.isModified&&(!t.sentState||Cz(t.sentState[r]?.value,e[r]?.value));',
  },
  {
    why: 'A form-state answer to a request made before the form was submitted (validation skipped) says nothing about validity: it no longer clears the errors the save just returned (a taken address flashed and vanished when such an answer came in after Publish).',
    file: 'forms/Form/index.js',
    before: `        dispatchFields({
          type: 'MERGE_SERVER_STATE',
          prevStateRef: prevFormState,
          serverState
        });`,
    after: `        dispatchFields({
          type: 'MERGE_SERVER_STATE',
          prevStateRef: prevFormState,
          serverState,
          unvalidated: !submitted_0
        });`,
  },
  {
    why: 'The same, in the client bundle (Se: submitted when the request was made).',
    file: 'exports/client/index.js',
    before: 'Z({type:"MERGE_SERVER_STATE",prevStateRef:Q,serverState:ze})',
    after: 'Z({type:"MERGE_SERVER_STATE",prevStateRef:Q,serverState:ze,unvalidated:!Se})',
  },
  {
    why: 'The reducer passes it on.',
    file: 'forms/Form/fieldReducer.js',
    before: `          acceptValues,
          currentState: state || {},
          incomingState: serverState
        });`,
    after: `          acceptValues,
          currentState: state || {},
          incomingState: serverState,
          unvalidated: action.unvalidated
        });`,
  },
  {
    why: 'The same, in the client bundle.',
    file: 'exports/client/index.js',
    before: 's=JR({acceptValues:o,currentState:t||{},incomingState:r})',
    after: 's=JR({acceptValues:o,currentState:t||{},incomingState:r,unvalidated:e.unvalidated})',
  },
  {
    why: 'The merge reads it.',
    file: 'forms/Form/mergeServerFormState.js',
    before: `  acceptValues,
  currentState = {},
  incomingState
}) => {`,
    after: `  acceptValues,
  currentState = {},
  incomingState,
  unvalidated
}) => {`,
  },
  {
    why: 'The same, in the client bundle.',
    file: 'exports/client/index.js',
    before: 'var JR=({acceptValues:t,currentState:e={},incomingState:o})=>{',
    after: 'var JR=({acceptValues:t,currentState:e={},incomingState:o,unvalidated:ostraUnvalidated})=>{',
  },
  {
    why: 'Unvalidated, a field the form holds keeps its validity and error paths.',
    file: 'forms/Form/mergeServerFormState.js',
    before: `    if (incomingField.valid !== false) {
      newState[path].valid = true;`,
    after: `    if (incomingField.valid !== false && !(unvalidated && path in currentState)) {
      newState[path].valid = true;`,
  },
  {
    why: 'The error paths, too.',
    file: 'forms/Form/mergeServerFormState.js',
    before: `if (currentState[path] && 'errorPaths' in currentState[path] && !('errorPaths' in incomingField)) {`,
    after: `if (!unvalidated && currentState[path] && 'errorPaths' in currentState[path] && !('errorPaths' in incomingField)) {`,
  },
  {
    why: 'The same, in the client bundle.',
    file: 'exports/client/index.js',
    before: 'e[r]&&"errorPaths"in e[r]&&!("errorPaths"in s)&&(n[r].errorPaths=[])',
    after: '!ostraUnvalidated&&e[r]&&"errorPaths"in e[r]&&!("errorPaths"in s)&&(n[r].errorPaths=[])',
  },
  {
    why: 'The same, in the client bundle.',
    file: 'exports/client/index.js',
    before: 's.valid!==!1&&(n[r].valid=!0)',
    after: 's.valid!==!1&&!(ostraUnvalidated&&r in e)&&(n[r].valid=!0)',
  },
  {
    why: "A row keeps the open or closed state the marketer gave it while a form-state answer was on its way: Payload merged the answer's rows over the form's, so a row opened just after a keystroke snapped shut again when the answer to that keystroke came (the answer still carried the row as it was sent). The form is the source of truth for what is open: a row it holds without a state yet (one just added renders open) stays open too, where an answer computed for a page now past the outline threshold would have folded it.",
    file: 'forms/Form/mergeServerFormState.js',
    before: `            newState[path].rows[indexInCurrentState] = {
              ...currentState[path].rows[indexInCurrentState],
              ...row
            };`,
    after: `            newState[path].rows[indexInCurrentState] = {
              ...currentState[path].rows[indexInCurrentState],
              ...row,
              collapsed: Boolean(currentState[path].rows[indexInCurrentState].collapsed)
            };`,
  },
  {
    why: "The same, in the client bundle (e: the current state, r: the path, c: the row's index there, a: the answer's row).",
    file: 'exports/client/index.js',
    before: 'if(c>-1)n[r].rows[c]={...e[r].rows[c],...a};else if(a.addedByServer)',
    after: 'if(c>-1)n[r].rows[c]={...e[r].rows[c],...a,collapsed:!!e[r].rows[c].collapsed};else if(a.addedByServer)',
  },
  {
    why: "And on an explicit save (Payload takes the server's rows by index): a row still the same row keeps the form's open or closed state, so saving a page past the outline threshold never folds what the marketer is editing.",
    file: 'forms/Form/mergeServerFormState.js',
    before: `        newState[path].rows = incomingField.rows.map((serverRow, index) => ({
          ...(currentState[path]?.rows?.[index] || {}),
          ...serverRow
        }));`,
    after: `        newState[path].rows = incomingField.rows.map((serverRow, index) => ({
          ...(currentState[path]?.rows?.[index] || {}),
          ...serverRow,
          ...(currentState[path]?.rows?.[index]?.id === serverRow.id ? { collapsed: Boolean(currentState[path].rows[index].collapsed) } : {})
        }));`,
  },
  {
    why: "The same, in the client bundle (t: acceptValues, s: the answer's field, e: the current state, r: the path).",
    file: 'exports/client/index.js',
    before: 't===!0?n[r].rows=s.rows.map((a,c)=>({...e[r]?.rows?.[c]||{},...a}))',
    after: 't===!0?n[r].rows=s.rows.map((a,c)=>({...e[r]?.rows?.[c]||{},...a,...e[r]?.rows?.[c]?.id===a.id?{collapsed:!!e[r].rows[c].collapsed}:{}}))',
  },
  {
    why: "A long layout opens as an outline: its block rows start collapsed when there are more of them than the field's admin.custom.collapseRowsAbove (each row titled; click-to-edit and the row toggles open them). Rendering 60 open blocks is what made a long page slow to open.",
    file: 'forms/fieldSchemasToFormState/isRowCollapsed.js',
    before: `  // If neither exists, fallback to \`field.admin.initCollapsed\`
  return field.admin.initCollapsed;`,
    after: `  // If neither exists, fallback to \`field.admin.initCollapsed\`
  const ostraCollapseAbove = field.admin?.custom?.collapseRowsAbove;
  if (typeof ostraCollapseAbove === 'number' && typeof rowCount === 'number' && rowCount > ostraCollapseAbove) return true;
  return field.admin.initCollapsed;`,
  },
  {
    why: 'A row the form already holds keeps its own state: Payload fell back to the preferences or the outline rule for any row the server had left unflagged (open), so a page that grew past the threshold while being edited folded every row at the next round trip.',
    file: 'forms/fieldSchemasToFormState/isRowCollapsed.js',
    before: `  if (previousRow && 'collapsed' in previousRow) {`,
    after: `  if (previousRow) {`,
  },
  {
    why: 'Its argument: how many rows the field holds.',
    file: 'forms/fieldSchemasToFormState/isRowCollapsed.js',
    before: `  previousRow,
  row
}) {`,
    after: `  previousRow,
  row,
  rowCount
}) {`,
  },
  {
    why: 'The blocks field hands it the count.',
    file: 'forms/fieldSchemasToFormState/addFieldStatePromise.js',
    before: `              acc.rowMetadata.push(newRow);
              const isCollapsed = isRowCollapsed({`,
    after: `              acc.rowMetadata.push(newRow);
              const isCollapsed = isRowCollapsed({
                rowCount: blocksValue.length,`,
  },
]

/** Applies (or, with check, verifies) every change; answers the problems, one line each. */
export function patchPayload({ check = false, root = UI } = {}) {
  const problems = []
  const files = new Map()
  for (const patch of PAYLOAD_PATCHES) {
    const file = path.join(root, patch.file)
    if (!files.has(file)) files.set(file, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined)
    const text = files.get(file)
    if (text === undefined) {
      problems.push(`${patch.file}: missing`)
      continue
    }
    if (text.includes(patch.after)) continue
    const count = text.split(patch.before).length - 1
    if (check || count !== 1) {
      problems.push(`${patch.file}: ${check ? 'not patched' : `expected the text once, found it ${count} times`} (${patch.why})`)
      continue
    }
    files.set(file, text.replace(patch.before, patch.after))
  }
  if (!check && problems.length === 0) for (const [file, text] of files) fs.writeFileSync(file, text)
  return problems
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const check = process.argv.includes('--check')
  const problems = patchPayload({ check })
  if (problems.length) {
    console.error(`[patch-payload] ${problems.length} change(s) to Payload's admin could not be ${check ? 'found' : 'applied'}:\n  ${problems.join('\n  ')}`)
    process.exit(1)
  }
  console.log(`[patch-payload] ${PAYLOAD_PATCHES.length} changes to Payload's admin in place`)
}
