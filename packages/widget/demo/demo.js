// Demo host page for the Sião widget (served by the API at /widget/demo/). No inline script: strict-CSP safe.
const form = document.getElementById('demo-options');
const status = document.getElementById('demo-status');
const slots = [document.getElementById('widget-1'), document.getElementById('widget-2')];
let tokens = null;
let mounted = [];

form.elements.api.value = `${location.origin}/api/`;

async function demoToken() {
  const response = await fetch(`${form.elements.api.value.replace(/\/?$/, '/')}widget/demo-token`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = await response.json();
  return body.data ?? body;
}

function readOptions() {
  const f = form.elements;
  const options = {
    api: f.api.value,
    auth: { authToken: tokens.authToken, refreshToken: tokens.refreshToken },
    mode: f.mode.value,
    user: { name: f.userName.value },
    colors: { mainColor: f.mainColor.value, secondaryColor: f.secondaryColor.value },
    heightChatDesktop: Number(f.heightChatDesktop.value),
    heightChatMobile: f.heightChatMobile.value,
    components: { assistantListMode: f.assistantListMode.value },
    ignoreFilterConfig: f.ignoreFilterConfig.checked,
    listAllChatAndTools: f.listAllChatAndTools.checked,
    allowBackListWithButtonNewAction: f.allowBackListWithButtonNewAction.checked,
  };
  if (f.presentation.value) options.presentation = f.presentation.value === 'true';
  if (f.assistantId.value.trim()) options.assistant = { id: f.assistantId.value.trim() };
  if (f.context.value.trim()) options.context = f.context.value.trim();
  return options;
}

function unmountAll() {
  for (const m of mounted) m.destroy();
  mounted = [];
  for (const slot of slots) slot.replaceChildren();
}

function mountInto(slot, options, embed) {
  if (embed === 'element') {
    const el = document.createElement('siao-assistant');
    el.options = options;
    slot.append(el);
    return { update: (o) => (el.options = o), destroy: () => el.remove() };
  }
  const host = document.createElement('div');
  slot.append(host);
  const handle = window.SiaoAssistant.init(host, options);
  return {
    update: handle.update,
    destroy: () => {
      handle.destroy();
      host.remove();
    },
  };
}

async function apply(event) {
  event?.preventDefault();
  document.body.classList.toggle('hostile', form.elements.hostile.checked);
  slots[1].hidden = !form.elements.second.checked;
  try {
    tokens ??= await demoToken();
  } catch (error) {
    status.textContent = 'Não foi possível obter o token de demonstração.';
    console.error('Erro ao obter o token de demonstração:', error);
    return;
  }
  status.textContent = '';
  unmountAll();
  const options = readOptions();
  const count = form.elements.second.checked ? 2 : 1;
  for (let i = 0; i < count; i++) mounted.push(mountInto(slots[i], options, form.elements.embed.value));
}

form.addEventListener('submit', apply);
apply();
