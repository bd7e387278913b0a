/**
 * Limits of every input field, taken from the column it is stored in (the migrations in
 * db/migrations and db/tenant are the source: a varchar(n) gives `max: n`, an int column the
 * int4 range, a text column TEXT_MAX or the smaller maximum written here). The input parser
 * (shared/input.ts) reads them at the edge: the REST router for every query, body and path
 * key, the GraphQL root fields for every argument and input field.
 *
 * Keys: a GraphQL coordinate (`PackageInput.note`, `Mutation.cancelConnectionPackage.reason`)
 * wins over a plain name; a plain name is a GraphQL argument or input field name, or a legacy
 * REST key. Fields without an entry get the defaults: text up to TEXT_MAX, lists up to
 * LIST_MAX items, numbers finite (GraphQL's Int is already the int4 range).
 */
export interface FieldLimit {
  /** Characters a string may have. */
  max?: number;
  /** Range of an integer (GraphQL Int values, or REST keys marked `integer`). */
  range?: readonly [number, number];
  /** REST: a number (or numeric text such as 1e309) must be an integer in `range`; other text is left to the route's parser. */
  integer?: boolean;
  /** REST: with `integer`, a comma-separated list or an array of integers. */
  list?: boolean;
  /** Items a list may have. */
  items?: number;
  /** Only a relative path or an http(s) address. */
  url?: boolean;
  /** The column whose type gives the limit (documentation; a test compares it with the catalog). */
  column?: string;
}

export const INT4 = [-2_147_483_648, 2_147_483_647] as const;
/** Longest text accepted for a `text` column or a string that is not stored. */
export const TEXT_MAX = 2000;
/** Most items a list argument may carry. */
export const LIST_MAX = 1000;
/** Longest package note or cancellation reason (text columns); lists never return more. */
export const NOTE_MAX = 1000;
/** Longest database script (script administration, tscript_ejecucion.sce_script). */
export const SCRIPT_MAX = 100_000;
/** Uploads travel as base64 text inside the JSON body (1 MB): its size limit applies instead. */
const UPLOAD: FieldLimit = { max: 1_500_000 };

const text = (max: number, column?: string): FieldLimit => ({ max, column });
const id: FieldLimit = { integer: true };
const ids: FieldLimit = { integer: true, list: true };

const ENTRIES: Array<[string[], FieldLimit]> = [
  // uploads
  [['logo', 'contentBase64', 'archivo'], UPLOAD],
  // ids and integers that the legacy clients send as text
  [
    [
      'id',
      'codigo',
      'cod',
      'page',
      'page_size',
      'limit',
      'perfil',
      'perfcod',
      'secod',
      'tipo_doc',
      'med_valido',
      'pla_tipo',
      'pla_estado',
      'mb_parent',
      'mb_orden',
      'usr_jerarq',
      'tipo_contrato',
      'notificar_porcentaje',
    ],
    id,
  ],
  [
    [
      'emp_codigo',
      'usr_codigo',
      'con_codigo',
      'trn_codigo',
      'fol_codigo',
      'clp_codigo',
      'tac_codigo',
      'sec_codigo',
      'ver_codigo',
      'mo_codigo',
      'at_codigo',
      'fu_codigo',
      'ar_codigo',
      'ref_codigo',
      'alm_codigo',
      'mb_codigo',
      'ci_modulo',
      'ci_atributo',
      'ci_usuario',
      'fu_atributo',
      'at_modulo',
      'mo_area',
    ],
    id,
  ],
  [['cods', 'ids', 'emp_activa', 'mo_codigos', 'lst_emp'], ids],
  // packages (tconexiones, tconexion_uso, tfactura)
  [['paquete', 'PackageInput.packageSize'], { integer: true, range: [0, 1_000_000_000], column: 'tconexiones.paquete' }],
  [['units', 'cantidad'], { integer: true, range: [-1_000_000_000, 1_000_000_000], column: 'tconexion_uso.uso_cantidad' }],
  [['PackageInput.note', 'observacion'], text(NOTE_MAX, 'tconexiones.observacion')],
  [['Mutation.cancelConnectionPackage.reason', 'motivo'], text(NOTE_MAX, 'tconexiones.con_motivo_anula')],
  [['invoiceNumber', 'trn_compro'], text(17, 'tfactura.trn_compro')],
  [['rucempresa', 'ruc', 'emp_ruc', 'rucs'], text(13, 'tempresa.emp_ruc')],
  [['reference', 'referencia'], text(80, 'tconexion_uso.uso_referencia')],
  [['newEmail', 'oldEmail', 'correoNew', 'correoOld'], text(150, 'tcontrato_contacto.fad_mailcontacto')],
  // staff (tusuarios) and sign-in
  [['StaffUserInput.name', 'StaffProfileInput.name', 'usr_nombre'], text(150, 'tusuarios.usr_nombre')],
  [['StaffUserInput.login', 'usr_id', 'LoginInput.username', 'usuario'], text(40, 'tusuarios.usr_id')],
  [['StaffUserInput.email', 'usr_email'], text(150, 'tusuarios.usr_email')],
  [['password', 'newPassword', 'currentPassword', 'confirmation', 'passwordConfirmation', 'clave'], text(200)],
  // company (tempresa)
  [['CompanySaveInput.accessCode', 'CompanyCreationInput.accessCode', 'emp_coding', 'acceso'], text(60, 'tempresa.emp_coding')],
  [['CompanySaveInput.legalName', 'emp_razons'], text(300, 'tempresa.emp_razons')],
  [['CompanySaveInput.address', 'emp_dir'], text(300, 'tempresa.emp_dir')],
  [['CompanySaveInput.phone', 'emp_telf'], text(60, 'tempresa.emp_telf')],
  [['dbHost', 'emp_ipdb', 'host'], text(100, 'tempresa.emp_ipdb')],
  [['dbName', 'emp_nombredb', 'nombre_bd'], text(100, 'tempresa.emp_nombredb')],
  [['dbSchema', 'emp_esquemadb'], text(63, 'tempresa.emp_esquemadb')],
  [['dbUser', 'emp_userdb'], text(100, 'tempresa.emp_userdb')],
  [['theme', 'emp_tema'], text(40, 'tempresa.emp_tema')],
  // menus of a company (tmenubar)
  [['MenuBarEntryInput.title', 'mb_titulo'], text(100, 'tmenubar.mb_titulo')],
  [['MenuBarEntryInput.url', 'mb_url'], { max: 200, url: true, column: 'tmenubar.mb_url' }],
  // development catalogue (tdes_*)
  [['DevVersionInput.name', 've_nombre'], text(60, 'tdes_version.ve_nombre')],
  [['DevVersionInput.description', 've_descri'], text(500, 'tdes_version.ve_descri')],
  [['DevModuleInput.name', 'mo_nombre'], text(100, 'tdes_modulo.mo_nombre')],
  [['DevModuleInput.description', 'mo_descri'], text(500, 'tdes_modulo.mo_descri')],
  [['DevAttributeInput.name', 'at_nombre'], text(150, 'tdes_atributo.at_nombre')],
  [['DevFunctionalInput.description', 'fu_descri'], text(500, 'tdes_funcional.fu_descri')],
  [['DevCycleInput.note', 'ci_nota'], text(TEXT_MAX, 'tdes_ciclo.ci_nota')],
  // emission points (tpuntoventa, in each company's schema)
  [['ElectronicPointInput.name', 'EmissionPointInput.name', 'tdv_nombre'], text(60, 'tpuntoventa.tdv_nombre')],
  [['ElectronicPointInput.description', 'tdv_descri'], text(150, 'tpuntoventa.tdv_descri')],
  // SMS (tsms_envio, tsms_contrato); the message's 160 is the service's rule, with the spec's text
  [['SmsRecipientInput.mobile', 'clp_movil'], text(20, 'tsms_envio.clp_destino')],
  [['SmsRecipientInput.name', 'clp_nombre'], text(300, 'tsms_envio.clp_nombre')],
  [['SmsSendInput.requestKey', 'clave_envio'], text(60, 'tsms_envio.sen_solicitud')],
  [['SmsContractInput.contracted', 'sms_contratados'], { integer: true, range: [-1, 10_000_000], column: 'tsms_contrato.sms_contratados' }],
  [['Query.smsContracts.search'], text(100)],
  // mail: sender accounts, templates, messages, blacklist (tconfigcorreos, tmailtemplate, tmail, tlistanegra_correo)
  [['SenderAccountInput.email', 'mcf_correo', 'SenderAccountInput.name', 'SenderAccountInput.username'], text(150, 'tconfigcorreos.mcf_correo')],
  [['SenderAccountInput.smtpHost', 'SenderAccountInput.imapHost'], text(200, 'tconfigcorreos.mcf_smtp_host')],
  [['SenderAccountInput.password'], text(200)],
  [['MailTemplateInput.title', 'mte_titulo'], text(200, 'tmailtemplate.mte_titulo')],
  // Bodies are text columns holding rich HTML (inline tables, several paragraphs): larger than TEXT_MAX on purpose.
  [['MailTemplateInput.body', 'SendMailInput.body', 'mte_body', 'mai_content'], text(200_000)],
  [['SendMailInput.subject', 'mai_subject'], text(300, 'tmail.mai_subject')],
  [
    ['SendRecipientInput.email', 'mai_to', 'Mutation.addToMailBlacklist.email', 'Mutation.removeFromMailBlacklist.email', 'Query.mailBlacklist.text'],
    text(300, 'tmail.mai_to'),
  ],
  [['Mutation.addToMailBlacklist.reason'], text(500, 'tlistanegra_correo.lnc_motivo')],
  [['Mutation.checkMailBounces.accountEmail'], text(150, 'tconfigcorreos.mcf_correo')],
  [['Mutation.checkMailBounces.subject'], text(300, 'tmail.mai_subject')],
  [['SendMailInput.idempotencyKey', 'clave_envio'], text(40, 'tmail.mai_lote')],
  [['mte_tipo', 'mcf_tipo', 'mtc_codigo', 'mte_codigo', 'mte_default', 'mcf_codigo', 'lcp_codigo'], id],
  [['PlaceholderValueInput.prop', 'PlaceholderColumnInput.prop', 'PlaceholderColumnInput.label', 'PlaceholderTableInput.prop'], text(60)],
  [['PlaceholderValueInput.value'], text(TEXT_MAX)],
  // help content (thelptema, thelpdoc, tfaqs, ttutorial, ttip, tpublicidad); uploads as base64 in the JSON body
  [['pdfBase64', 'imageBase64', 'pdf', 'image', 'tud_img'], UPLOAD],
  [['HelpTopicInput.title', 'hte_descrip'], text(150, 'thelptema.hte_descrip')],
  [['HelpTopicInput.subtitle', 'hte_subtitle'], text(300, 'thelptema.hte_subtitle')],
  [['HelpTopicInput.icon', 'hte_ico'], text(60, 'thelptema.hte_ico')],
  [['HelpDocumentInput.title', 'hdo_descrip'], text(200, 'thelpdoc.hdo_descrip')],
  [['HelpDocumentInput.kinds', 'hdo_tipo'], text(3, 'thelpdoc.hdo_tipo')],
  [['HelpDocumentInput.pdfName', 'hdo_urlpdf'], text(200, 'thelpdoc.hdo_urlpdf')],
  [['HelpDocumentInput.videoUrl', 'hdo_urlvideo'], text(300, 'thelpdoc.hdo_urlvideo')],
  [['HelpDocumentInput.lineUrl', 'hdo_urlline'], text(300, 'thelpdoc.hdo_urlline')],
  [['Query.helpForScreen.route', 'Query.tipsForScreen.route', 'hpa_estado'], text(200, 'thelppantalla.hpa_estado')],
  [['Query.helpSearch.text', 'texto'], text(200)],
  [['FaqInput.title', 'faq_title'], text(300, 'tfaqs.faq_title')],
  // Rich text (text columns) is longer than TEXT_MAX: its own maxima, checked again by the services.
  [['FaqInput.answerHtml', 'faq_descri'], text(100_000)],
  [['TutorialStepInput.descriptionHtml', 'TutorialStepInput.subtextHtml', 'tud_descri', 'tud_subtext'], text(20_000)],
  [['TutorialStepInput.navigationText', 'tud_navdescri'], text(100, 'ttutorial_det.tud_navdescri')],
  [['TutorialInput.title', 'tut_title'], text(200, 'ttutorial.tut_title')],
  [['TutorialInput.subtitle', 'tut_subtitle'], text(300, 'ttutorial.tut_subtitle')],
  [['TipInput.view', 'tip_vista'], text(200, 'ttip.tip_vista')],
  [['TipInput.title', 'tip_titulo'], text(150, 'ttip.tip_titulo')],
  [['TipInput.message', 'tip_mensaj'], text(1000, 'ttip.tip_mensaj')],
  [['TipInput.style', 'tip_estilo'], text(20, 'ttip.tip_estilo')],
  [['BannerInput.fileName', 'pub_filename'], text(200, 'tpublicidad.pub_filename')],
  [
    [
      'hte_codigo',
      'hte_parent',
      'hdo_codigo',
      'hpa_codigo',
      'aph_codigo',
      'faq_codigo',
      'faq_parent',
      'tut_codigo',
      'tud_codigo',
      'tip_codigo',
      'pub_codigo',
      'pub_lineaemp',
    ],
    id,
  ],
  // system
  [['Mutation.broadcastSystemMessage.text'], text(500)],
  // backups and script administration (trespaldo, trestauracion, tscript_ejecucion)
  [
    ['BackupInput.schema', 'RestoreInput.schema', 'ScriptCheckInput.schema', 'ScriptRunInput.schemas', 'sch', 'ant', 'nombre_sch', 'schema_name'],
    text(63, 'trespaldo.bak_esquema'),
  ],
  [['BackupInput.name', 'RestoreInput.backupName', 'Query.backup.name', 'name_replace', 'dest'], text(150, 'trespaldo.bak_nombre')],
  [['BackupInput.server', 'RestoreInput.server', 'srv'], text(100, 'trespaldo.bak_servidor')],
  [['BackupInput.database', 'ScriptCheckInput.database', 'bd', 'datname'], text(100, 'trespaldo.bak_basedatos')],
  [['ScriptRunInput.script', 'ScriptCheckInput.script', 'script_fn'], text(SCRIPT_MAX)],
  // aplicativo: an authorization number longer than 49 digits gets the aplicativo's own message
  [['authorizationNumber', 'numAutorizacion'], text(60)],
  [['tcu_codigo', 'tra_codigo', 'cue_codigo', 'pe_codigo', 'opm_codigo'], id],
  [['asientos'], ids],
  // The period's unbalanced-entry limit is Money ('12.50'), not the integer 'limit' of the legacy lists
  [['Mutation.setUnbalancedEntryLimit.limit'], text(20)],
  // reports (tinforme, tvistainf, tdetinforme, tgrafinf in each company's schema)
  [['ReportInput.name', 'ReportMassChangeInput.name', 'inf_nombre'], text(150, 'tinforme.inf_nombre')],
  [['ReportInput.message', 'ReportMassChangeInput.message', 'inf_mensaje'], text(300, 'tinforme.inf_mensaje')],
  [['ReportInput.functionName', 'ReportMassChangeInput.functionName', 'inf_funcio'], text(63, 'tinforme.inf_funcio')],
  [['ReportInput.businessLines', 'tac_cods'], text(60, 'tinforme.tac_cods')],
  [['ReportInput.option', 'inf_option'], text(60, 'tinforme.inf_option')],
  [['ReportInput.others', 'inf_otros'], text(200, 'tinforme.inf_otros')],
  [['ReportInput.items', 'inf_items'], text(6)],
  [['ReportInput.associations', 'inf_asocia'], text(13)],
  [['ReportViewInput.title', 'vin_especi'], text(150, 'tvistainf.vin_especi')],
  [['ReportViewInput.fontType', 'vin_fonttype'], text(40, 'tvistainf.vin_fonttype')],
  [['ReportViewInput.template', 'vin_template'], text(60, 'tvistainf.vin_template')],
  [['ReportColumnInput.column', 'di_column'], text(63, 'tdetinforme.di_column')],
  [['ReportColumnInput.label', 'di_descri'], text(150, 'tdetinforme.di_descri')],
  [['ReportColumnInput.color', 'di_color'], text(20, 'tdetinforme.di_color')],
  [['ReportColumnInput.groupColumn', 'di_grucol'], text(63, 'tdetinforme.di_grucol')],
  [['ReportColumnInput.fontStyle', 'di_fontstyle'], text(30, 'tdetinforme.di_fontstyle')],
  [['ChartSetupInput.legendColumn', 'vin_leygra'], text(63, 'tvistainf.vin_leygra')],
  [['ChartSetupInput.title', 'vin_titgra'], text(150, 'tvistainf.vin_titgra')],
  [['ChartSetupInput.series'], { max: 63, items: 50, column: 'tgrafinf.igr_column' }],
  [['ReportFormInput.busNumber', 'cbus_numero'], text(20)],
  [['adc_params'], text(200)],
  // public parcel tracking (tencomienda): room for the dashed form and a clear message past 15 digits
  [['Query.parcelByGuide.guide'], text(40)],
  [['Query.parcelsByIdNumber.idNumber', 'Query.parcelByGuide.idNumber', 'trn_ced'], text(20)],
  [['trn_lim'], id],
  // reports: function pickers and the dashboard (tdashboard)
  [['Query.reportFunctionColumns.functionName', 'Query.reportsOfFunction.functionName'], text(63)],
  [['Query.reportPage.search'], text(100)],
  [['DashboardItemInput.title', 'dinf_titulo'], text(150, 'tdashboard.dinf_titulo')],
  [['DashboardItemInput.functionName', 'dinf_funcio'], text(63, 'tdashboard.dinf_funcio')],
];

export const FIELD_LIMITS: Readonly<Record<string, FieldLimit>> = Object.fromEntries(ENTRIES.flatMap(([names, limit]) => names.map((name) => [name, limit])));
