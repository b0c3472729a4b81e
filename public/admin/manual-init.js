// Loaded before Decap's bundle: the editor's own script (admin.js) starts Decap once its previews are registered.
window.CMS_MANUAL_INIT = true;
