#!/usr/bin/env python3
"""Builds the French multi-file evidence cases of the thirteenth first-contact set (fr/evidence_first_13).

Run:  python3 make_files.py        then  python3 verify.py
Needs: python-docx, openpyxl, reportlab (standard fonts only). Self-contained (no shared helper module).
Writes every evidence file of every case into this folder, then cases.json (same schema as fr/evidence_first_12:
name, question, language, files, facts, dates, noise, bindings). cases.json is rewritten after each case.

Eight small Quebec firms, 2024-2025 projects, in subjects and industries not used by the earlier French sets:
comptoirs en verre recyclé lié à la résine (fabricant de comptoirs, Drummondville), abreuvoir solaire pour bovins
au pâturage d'hiver (équipement agricole, Abitibi), détection du givre sur les pales d'éoliennes par les
vibrations (instrumentation et logiciel, Gaspésie), gomme à mâcher à la gomme d'épinette (confiserie,
Charlevoix), soudure MIG des tubes de pontons en aluminium (fabricant de pontons, Lac-Saint-Jean), pleurotes
cultivés sur drêche de brasserie (champignonnière, Montérégie), isolant en vrac de fibre de bois pour
entretoits (scierie, Beauce), déglaçant au perméat de lactosérum (produits d'entretien, Bois-Francs).

Two questions are in English over French records; by the product's design those expect an English answer, so
their "language" is "en" (as fr/evidence_first_12's verify.py checks: the answer is in the question's language).
Each case has 3 or 4 files of mixed formats written the way Quebec firms write: cahiers d'atelier et de labo
(.txt, abréviations, anglicismes), journaux de dev (.md, en-têtes de mois et entrées « mar. 11 »), rapports DOCX
(styles Heading; listes, tableaux), rapports de labos externes PDF (reportlab, en-tête et pied de page, résultats
dans un tableau), classeurs XLSX (résultats dans une deuxième feuille), CSV (point-virgule, virgule décimale),
fils de courriels (en-têtes « Envoyé : », « Date : »). Dates in many French forms: « 3 mars 2025 », « le 2 juin »,
« 17/04/2025 », « semaine du 10 mars », « jeu. 13/02 », « lundi 7 avril », « mar. 11 » under « ## Février 2025 »,
periods « du 9 au 12 juin » (one entry, listed by its FIRST day only), ISO dates, e-mail headers.

Hard-but-fair features: targets stated with numbers only in a cahier, a plan or an e-mail; several coded variants
with close values (bindings: the value belongs to its subject, never to the others); failed variants that ruled
something out; results only in a PDF table or in the second sheet of a workbook. Noise: facture, plan marketing,
procès-verbal, grille tarifaire, note RH, contrat, liste de prix - whole noise files, or a forwarded section at
the end of a record e-mail thread (see NOISE in verify.py). XLSX cells whose text is a fact or a binding value are
typed as text (« 31 MPa »); plain numeric cells (units in the header) never carry one.
"""
import datetime as _dt
import json
import os
import textwrap
from xml.sax.saxutils import escape

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = []
MIME = {
    "txt": "text/plain",
    "md": "text/markdown",
    "csv": "text/csv",
    "pdf": "application/pdf",
    "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
}
KEYS = ["name", "question", "language", "files", "facts", "dates", "noise", "bindings"]
def D(iso):
    """A real date cell in a workbook."""
    return _dt.date.fromisoformat(iso)


def text(s):
    return ("text", textwrap.dedent(s).strip("\n") + "\n")


def docx(items):
    return ("docx", items)


def pdf(items, header="", footer=""):
    return ("pdf", {"items": items, "header": header, "footer": footer})


def xlsx(sheets):
    return ("xlsx", sheets)


def _write_text(path, s):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(s)


def _write_docx(path, items):
    from docx import Document
    d = Document()
    d.core_properties.author = ""
    d.core_properties.title = os.path.basename(path)
    for kind, val in items:
        if kind == "title":
            d.add_heading(val, level=0)
        elif kind == "h1":
            d.add_heading(val, level=1)
        elif kind == "h2":
            d.add_heading(val, level=2)
        elif kind == "p":
            d.add_paragraph(val)
        elif kind == "b":
            d.add_paragraph(val, style="List Bullet")
        elif kind == "n":
            d.add_paragraph(val, style="List Number")
        elif kind == "table":
            t = d.add_table(rows=len(val), cols=len(val[0]))
            t.style = "Table Grid"
            for i, row in enumerate(val):
                for j, cell in enumerate(row):
                    t.cell(i, j).text = str(cell)
                    if i == 0:
                        for r in t.cell(i, j).paragraphs[0].runs:
                            r.bold = True
        else:
            raise ValueError(kind)
    d.save(path)


def _write_pdf(path, spec):
    """A report with a running header and a page footer on every page (reportlab standard fonts)."""
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import letter
    from reportlab.lib.styles import getSampleStyleSheet
    from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle
    ss = getSampleStyleSheet()
    header, footer = spec["header"], spec["footer"]

    def deco(canvas, doc):
        canvas.saveState()
        canvas.setFont("Helvetica", 8)
        w, h = letter
        if header:
            canvas.drawString(54, h - 40, header)
            canvas.line(54, h - 44, w - 54, h - 44)
        canvas.drawRightString(w - 54, 30, f"Page {doc.page}")
        if footer:
            canvas.drawString(54, 30, footer)
        canvas.restoreState()

    story = []
    for kind, val in spec["items"]:
        if kind == "title":
            story.append(Paragraph(escape(val), ss["Title"]))
        elif kind == "h1":
            story.append(Paragraph(escape(val), ss["Heading2"]))
        elif kind == "h2":
            story.append(Paragraph(escape(val), ss["Heading3"]))
        elif kind == "p":
            story.append(Paragraph(escape(val), ss["BodyText"]))
        elif kind == "b":
            story.append(Paragraph("- " + escape(val), ss["BodyText"]))
        elif kind == "small":
            story.append(Paragraph(escape(val), ss["Italic"]))
        elif kind == "break":
            story.append(PageBreak())
        elif kind == "table":
            t = Table(val, repeatRows=1)
            t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.grey),
                                   ("FONTSIZE", (0, 0), (-1, -1), 8),
                                   ("FONTNAME", (0, 0), (-1, 0), "Helvetica-Bold"),
                                   ("BACKGROUND", (0, 0), (-1, 0), colors.whitesmoke)]))
            story.append(t)
            story.append(Spacer(1, 8))
        else:
            raise ValueError(kind)
    SimpleDocTemplate(path, pagesize=letter, title=os.path.basename(path), author="", invariant=1,
                      topMargin=64, bottomMargin=54).build(story, onFirstPage=deco, onLaterPages=deco)


def _write_xlsx(path, sheets):
    from openpyxl import Workbook
    from openpyxl.styles import Font
    wb = Workbook()
    wb.remove(wb.active)
    for name, rows in sheets:
        ws = wb.create_sheet(name)
        for row in rows:
            ws.append(row)
        for c in ws[1]:
            c.font = Font(bold=True)
        for row in ws.iter_rows():
            for c in row:
                if isinstance(c.value, _dt.date):
                    c.number_format = "yyyy-mm-dd"
        for col in ws.columns:
            width = max(len(str(c.value)) if c.value is not None else 0 for c in col)
            ws.column_dimensions[col[0].column_letter].width = min(max(10, width + 2), 60)
    wb.save(path)


WRITERS = {"text": _write_text, "docx": _write_docx, "pdf": _write_pdf, "xlsx": _write_xlsx}


def write_cases():
    body = ",\n".join("  " + json.dumps(c, ensure_ascii=False) for c in CASES)
    _write_text(os.path.join(HERE, "cases.json"), '{"cases": [\n' + body + "\n]}\n")


def case(meta, files):
    """Writes the files of one case, appends it to CASES and saves cases.json right away."""
    for fname, (kind, content) in files:
        WRITERS[kind](os.path.join(HERE, fname), content)
    c = {"name": meta["name"], "question": meta["question"], "language": meta.get("language", "fr"),
         "files": [{"file": f, "contentType": MIME[f.rsplit(".", 1)[1]]} for f, _ in files],
         "facts": meta["facts"], "dates": meta["dates"], "noise": meta["noise"], "bindings": meta["bindings"]}
    assert list(c) == KEYS
    CASES.append(c)
    write_cases()


# === CASES ===
# ---------------------------------------------------------------------------
# C01 dalles de comptoir en verre de bouteilles recyclé lié à la résine, qui fissurent sous une casserole chaude
#     (fabricant de comptoirs, Drummondville), hiver 2025 - facture d'abrasifs PDF en bruit (nommée dans la
#     question); cahier d'atelier .txt (cibles seulement là; « 6 janvier 2025 », « le 14 janvier », « 22/01/2025 »,
#     « semaine du 3 février », « lun. 17/02 », « du 3 au 7 mars » = une entrée, le 3, « 12 mars 2025 »,
#     « 28 mars 2025 »); classeur XLSX (recettes dans « recettes », résultats seulement dans « essais »); rapport
#     de labo PDF (« reçues le 13 mars 2025 », « du 17 au 21 mars 2025 » = une entrée, le 17, « 26 mars 2025 »;
#     absorption et contraintes seulement dans le tableau). Valeurs voisines : 24 / 27 / 31 / 33 / 34 MPa.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_comptoir_verre_recycle_resine",
        "question": "Bonjour, est-ce que vous pourriez rédiger les lignes 242, 244 et 246 pour notre projet de comptoirs en verre recyclé (VR-25), avec un registre daté des travaux? Je joins le cahier d'atelier de Jessica, le classeur d'essais, le rapport de LabMatériaux Estrie et une facture d'Abrasifs Centre-Québec qui traînait dans le dossier.",
        "facts": {
            "242": [["au moins 30 MPa"], ["au plus 0,2 %"], ["au moins 70 %"], ["au plus 95 $/m²"],
                    ["180 °C"]],
            "244": [["lavé à chaud"], ["silane"], ["trihydrate d'alumine"], ["résine flexibilisée"],
                    ["post-cuisson à 60 °C"]],
            "246": [["33 MPa"], ["0,08 %"], ["88 $/m²"], ["retrait de la résine"], ["colle des étiquettes"]],
        },
        "dates": ["2025-01-06", "2025-01-14", "2025-01-22", "2025-02-03", "2025-02-05", "2025-02-17",
                  "2025-03-03", "2025-03-12", "2025-03-13", "2025-03-17", "2025-03-26", "2025-03-28"],
        "noise": ["Disques diamantés de polissage", "Escompte de 2 % si payé en 10 jours", "Tampons de lustrage"],
        "bindings": [
            {"value": "24 MPa", "subject": "V1", "others": ["V2", "V3"]},
            {"value": "27 MPa", "subject": "V2", "others": ["V1", "V4"]},
            {"value": "140 $/m²", "subject": "V3", "others": ["V4", "V5"]},
        ],
    },
    [
        ("cahier_atelier_VR-25.txt", text("""
            CAHIER D'ATELIER - VR-25 comptoirs verre recyclé
            Comptoirs St-Frédéric inc., Drummondville. Jessica Thibodeau (tech. matériaux), Marc-André Lemire (proprio), Dany Roy (atelier/moulage)

            6 janvier 2025 - démarrage
            Idée de Marc-André depuis 2 ans : une dalle de comptoir de 20 mm faite de verre de bouteilles broyé (on a une entente avec le centre de tri de Drummond, verre mélangé brun/vert/clair) pris dans une résine, poli comme du terrazzo. Les 3 dalles prototypes de l'automne ont toutes fissuré chez des clients de la famille quand quelqu'un a posé un chaudron chaud dessus. Fissures qui partent des gros morceaux de verre.
            Les fabricants de quartz ont leurs recettes mais c'est du quartz propre calibré, pas du verre de récup plein de colle et de sucre. On sait pas si le problème vient de la saleté sur le verre, de l'adhérence verre-résine, ou juste de la dilatation (résine polyester ~8 fois plus que le verre). Rien trouvé de publié pour du verre de bouteilles post-consommation dans une résine polyester avec choc thermique.
            Cibles (MA + moi) :
            - flexion au moins 30 MPa (barreaux 20 x 50 x 250 mm)
            - choc thermique : chaudron de fonte chauffé à 180 °C posé 10 min au centre, aucune fissure, 6 dalles sur 6
            - absorption d'eau au plus 0,2 % (taches de vin, café)
            - verre recyclé au moins 70 % en masse (c'est l'argument de vente)
            - coût matière au plus 95 $/m² (résine + verre + charges + catalyseur)

            le 14 janvier - V1
            recette de l'automne : verre broyé 1-6 mm rincé à l'eau froide, résine polyester insaturée orthophtalique, catalyseur MEKP 1,5 %. 6 dalles 60 x 60 + barreaux.
            barreaux cassés à 24 MPa pour V1, la cassure passe autour des grains, pas à travers : le verre sort propre de la résine = pas d'adhérence. Choc thermique : 6 fissurées sur 6.

            22/01/2025 - V2
            le verre sent encore la bière pis il y a des bouts d'étiquettes. Verre lavé à chaud (70 °C, détergent alcalin 2 %, rinçage, séché au four).
            V2 à 27 MPa, fissures au choc thermique 4 sur 6. Mieux mais pas réglé.

            semaine du 3 février - V3
            on essaie l'époxy (résine de coulée UV-stable du fournisseur de planchers). Coulé le 5 février.
            V3 monte à 34 MPa, 1 fissure sur 6, mais V3 revient à 140 $/m² en matière, et après 2 semaines à la fenêtre de l'atelier la dalle jaunit. Trop cher, on sort l'époxy.

            lun. 17/02 - V4
            retour au polyester, mais :
            - verre lavé à chaud + agent de couplage silane (silane à 0,5 % dans l'eau du dernier rinçage, séché à 110 °C)
            - on enlève les fines sous 0,5 mm (tamis) : elles épaississent la résine et on avait des bulles
            - trihydrate d'alumine (ATH) 15 % comme charge dans la résine
            V4 à 31 MPa. Choc thermique : encore 2 fissurées sur 6, fissures fines qui partent du coin des gros grains de 6 mm.

            du 3 au 7 mars - V5, 6 dalles pleine grandeur
            V5 = V4 + résine flexibilisée (25 % de polyester souple dans le mélange) + grains max. 4 mm + post-cuisson à 60 °C pendant 4 h au lieu du durcissement à température de la pièce. Dany a fait les 6 dalles + barreaux.

            12 mars 2025
            barreaux et 2 dalles de V1 et de V5 envoyés à LabMatériaux Estrie (flexion, absorption, choc thermique instrumenté, microscopie de la cassure). MA veut un rapport externe pour les designers de cuisine.

            28 mars 2025 - bilan
            rapport du labo reçu, on retient V5.
            V5 : 33 MPa, 0 fissure sur 6 au chaudron, absorption 0,08 %, verre recyclé 74 % en masse, coût matière 88 $/m².
            ce qu'on a appris :
            - la colle des étiquettes et les résidus de sucre empêchaient toute adhérence; le lavage à froid ne les enlève pas
            - même avec une bonne adhérence (silane), la résine rigide fissure : c'est le retrait de la résine au durcissement qui laisse des contraintes autour des gros grains, et le chaudron fait le reste. Le labo le confirme (contraintes résiduelles mesurées). La résine flexibilisée + post-cuisson les relâchent.
            - les gros grains de 6 mm concentrent les contraintes; 4 mm max
            - l'époxy règle la fissuration mais pas le coût ni le jaunissement
            à faire : essai de 12 mois chez 3 clients + teinte des grains clairs
            """)),
        ("essais_VR-25.xlsx", xlsx([
            ("recettes", [
                ["code", "coulé le", "lavage du verre", "grains", "résine", "charge", "durcissement",
                 "coût matière"],
                ["V1", D("2025-01-14"), "eau froide", "1-6 mm", "polyester ortho", "aucune", "température pièce",
                 "71 $/m²"],
                ["V2", D("2025-01-22"), "lavé à chaud, détergent 2 %", "1-6 mm", "polyester ortho", "aucune",
                 "température pièce", "74 $/m²"],
                ["V3", D("2025-02-05"), "lavé à chaud, détergent 2 %", "1-6 mm", "époxy de coulée", "aucune",
                 "température pièce", "140 $/m²"],
                ["V4", D("2025-02-17"), "lavé à chaud + silane", "0,5-6 mm", "polyester ortho",
                 "trihydrate d'alumine 15 %", "température pièce", "82 $/m²"],
                ["V5", D("2025-03-03"), "lavé à chaud + silane", "0,5-4 mm", "résine flexibilisée (25 % souple)",
                 "trihydrate d'alumine 15 %", "post-cuisson à 60 °C, 4 h", "88 $/m²"],
            ]),
            ("essais", [
                ["code", "flexion moy. (5 barreaux)", "fissures au chaudron 180 °C", "verre recyclé (masse)",
                 "cassure", "remarques"],
                ["V1", "24 MPa", "6 sur 6", "78 %", "autour des grains", "odeur de bière au sciage"],
                ["V2", "27 MPa", "4 sur 6", "78 %", "mixte", ""],
                ["V3", "34 MPa", "1 sur 6", "76 %", "à travers les grains", "jaunit à la fenêtre"],
                ["V4", "31 MPa", "2 sur 6", "72 %", "à travers les grains", "fissures aux coins des gros grains"],
                ["V5", "33 MPa", "0 sur 6", "74 %", "à travers les grains", "retenue"],
            ]),
        ])),
        ("rapport_LME-25-0284.pdf", pdf([
            ("title", "Rapport d'essais LME-25-0284"),
            ("p", "Résistance en flexion, absorption d'eau, choc thermique et contraintes résiduelles de dalles de "
                  "verre recyclé lié à la résine"),
            ("p", "Client : Comptoirs St-Frédéric inc., Drummondville. Échantillons reçus le 13 mars 2025 : dix "
                  "barreaux et deux dalles de 600 x 600 x 20 mm de chacune des recettes V1 et V5. Essais réalisés "
                  "du 17 au 21 mars 2025. Rapport émis le 26 mars 2025."),
            ("h1", "1. Méthodes"),
            ("p", "Flexion trois points sur barreaux de 20 x 50 x 250 mm (portée 200 mm). Absorption d'eau après "
                  "immersion de 48 h. Choc thermique : disque d'acier de 2 kg chauffé à 180 °C posé 10 min, "
                  "jauges de déformation collées à 15 mm du bord du disque. Contraintes résiduelles estimées par "
                  "la méthode du trou incrémental près d'un grain de verre de plus de 4 mm. Examen des faciès de "
                  "rupture au microscope électronique à balayage."),
            ("h1", "2. Résultats"),
            ("table", [
                ["Recette", "Flexion (moy. de 10)", "Absorption d'eau", "Fissure au choc thermique",
                 "Contrainte résiduelle près d'un grain"],
                ["V1", "23,6 MPa", "0,31 %", "oui (2 dalles sur 2)", "9,5 MPa"],
                ["V5", "32,8 MPa", "0,08 %", "non (0 sur 2)", "3,1 MPa"],
            ]),
            ("h1", "3. Observations"),
            ("p", "Recette V1 : les faciès de rupture montrent une décohésion nette entre le verre et la résine; "
                  "des dépôts organiques sont visibles à la surface des grains. Recette V5 : la rupture traverse "
                  "les grains, signe d'une bonne adhérence. La contrainte de traction résiduelle mesurée près des "
                  "gros grains de V1 s'ajoute à la contrainte thermique du disque chaud."),
            ("p", "Les résultats ne se rapportent qu'aux échantillons soumis à l'essai."),
        ], header="LabMatériaux Estrie - Sherbrooke - Rapport LME-25-0284",
            footer="Reproduction partielle interdite sans l'autorisation écrite du laboratoire")),
        ("facture_Abrasifs_Centre-Quebec.pdf", pdf([
            ("title", "Facture F-118734"),
            ("p", "Abrasifs Centre-Québec inc., 455, rue Cormier, Drummondville (Québec). Facturé à : Comptoirs "
                  "St-Frédéric inc., comptes payables."),
            ("table", [
                ["Article", "Qté", "Prix unitaire", "Total"],
                ["Disques diamantés de polissage 4 po, grains 50 à 3000 (jeu)", "4", "189,00 $", "756,00 $"],
                ["Tampons de lustrage en feutre", "10", "14,50 $", "145,00 $"],
                ["Lames de scie diamant 14 po, granit", "2", "312,00 $", "624,00 $"],
                ["Livraison", "1", "35,00 $", "35,00 $"],
            ]),
            ("p", "Sous-total : 1 560,00 $. TPS : 78,00 $. TVQ : 155,61 $. Total : 1 793,61 $."),
            ("p", "Escompte de 2 % si payé en 10 jours, net 30 jours. Merci!"),
        ], header="Abrasifs Centre-Québec inc. - Facture", footer="TPS 845512369 RT0001 - TVQ 1223344556 TQ0001")),
    ],
)

# ---------------------------------------------------------------------------
# C02 abreuvoir pour bovins au pâturage d'hiver, sans réseau électrique : solaire + chaleur du sol (équipement
#     agricole, Amos), hiver 2024-2025 - question en anglais; plan marketing DOCX en bruit (nommé dans la
#     question); journal de dev .md (cibles seulement là; « jeudi 10 octobre 2024 », « mar. 5 », « ven. 15 »,
#     « jeu. 28 » sous « ## Novembre 2024 », « lun. 9 », « ven. 20 » sous « ## Décembre 2024 », « mar. 14 »,
#     « lun. 27 » sous « ## Janvier 2025 », « 2025-02-17 »); CSV des nuits d'essai (ISO); rapport d'essais PDF
#     (« reçu le 3 février 2025 », « du 4 au 7 février 2025 » = une entrée, le 4, « 12 février 2025 »; puissance
#     du caloduc seulement dans le tableau). Valeurs voisines : -18 / -27 / -31 / -36 °C; 1 900 / 360 / 95 Wh.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_abreuvoir_solaire_bovins_hiver",
        "question": "Hello, can you write up lines 242, 244 and 246 for our solar winter waterer project (AB-24), plus a dated log of what we did? Attached: Jean-Philippe's dev journal (it's in French), the field test CSV, the CEGRA test report and the 2025 marketing plan for the AquaBoeuf.",
        "language": "en",
        "facts": {
            "242": [["-35 °C"], ["300 Wh"], ["2 500 $"], ["40 vaches"]],
            "244": [["caloduc", "heat pipe"], ["balles flottantes"], ["pompe de recirculation"],
                    ["couvercle à palette"], ["100 W"]],
            "246": [["-36 °C"], ["95 Wh"], ["2 300 $"], ["68 W"], ["stratification"]],
        },
        "dates": ["2024-10-10", "2024-11-05", "2024-11-15", "2024-11-28", "2024-12-09", "2024-12-20",
                  "2025-01-14", "2025-01-27", "2025-02-03", "2025-02-04", "2025-02-12", "2025-02-17"],
        "noise": ["Expo agricole de l'Abitibi-Témiscamingue", "Rabais de précommande de 10 %",
                  "Le Bulletin des agriculteurs"],
        "bindings": [
            {"value": "1 900 Wh", "subject": "A1", "others": ["A2", "A4"]},
            {"value": "-18 °C", "subject": "A2", "others": ["A3", "A5"]},
            {"value": "360 Wh", "subject": "A4", "others": ["A3", "A5"]},
        ],
    },
    [
        ("journal_dev_AB-24.md", text("""
            # AB-24 - abreuvoir d'hiver autonome (solaire + sol) - journal
            Équipements Harricana inc., Amos. Jean-Philippe Gagnon (conception méca), Sophie Rivard, ing. (électrique). Ferme partenaire : Ferme Rocheleau, La Sarre (vache-veau, 40 vaches hivernées au champ sur balles rondes).

            ## jeudi 10 octobre 2024 - départ
            Rencontre chez Rocheleau. Il hiverne ses vaches dans un champ à 1,2 km de la grange, pas d'Hydro là. Présentement il charrie l'eau en citerne pis casse la glace à la hache 2 fois par jour. Il veut de l'eau libre tout l'hiver sans fil électrique.
            Ce qu'il y a sur le marché : abreuvoirs à balles « sans énergie » annoncés jusqu'à -30 °C environ, mais seulement si les bêtes boivent souvent; la nuit elles boivent pas pendant 8-10 h pis ça gèle. Les abreuvoirs chauffants prennent 150 à 250 W sur le 120 V. Avec un panneau solaire de 400 W en décembre à Amos (jours de 8 h, souvent nuageux) on compte sur environ 300 Wh par jour, pas plus. On sait pas si la chaleur du sol peut compenser : le sol ici c'est de l'argile gelée sur 2 m l'hiver, personne a de chiffres sur ce qu'un tube enterré peut en tirer.
            Cibles :
            - eau libre au matin jusqu'à -35 °C d'air, avec du vent, après une nuit de 10 h sans que personne boive
            - au plus 300 Wh par jour tirés de la batterie en moyenne (panneau 400 W + batterie LiFePO4 2,4 kWh)
            - débit suffisant pour 40 vaches (environ 50 L/vache/jour en hiver)
            - pièces au plus 2 500 $ l'unité

            ## Novembre 2024

            ### mar. 5 - A1
            A1 = abreuvoir isolé à 2 bols du commerce + élément chauffant 12 V de 100 W sur thermostat, branché sur la batterie. La chose simple, pour voir.
            A1 a tiré 1 900 Wh/jour la première semaine, batterie à plat au bout de 2 jours. Oublie ça, le chauffage direct rentre pas dans le budget.

            ### ven. 15 - A2
            A2 = même bol, isolation 75 mm de mousse polyuréthane giclée, balles flottantes (les vaches poussent la balle pour boire), aucune énergie.
            A2 a gelé la première nuit à -18 °C : les balles figent dans la glace pis les vaches les poussent plus.

            ### jeu. 28 - A3 installé
            A3 = bol isolé sur un réservoir de 300 L enterré à 2,5 m + caloduc au CO2 (heat pipe) de 4 m planté dans le sol à côté, qui remonte la chaleur du sol jusqu'au fond du bol. Zéro électricité. Creusage à la pelle de Rocheleau, il restait 30 cm de sol pas gelé.

            ## Décembre 2024

            ### lun. 9 - premier vrai froid
            A3 tient les nuits douces, mais A3 a pris en glace à -27 °C avec vent de 25 km/h. Étrange : la surface du bol gèle alors que l'eau au fond du réservoir est à +4 °C (sonde). Sophie pense à la stratification : l'eau à 4 °C est la plus lourde, elle reste en bas, l'eau froide reste en haut pis gèle.

            ### ven. 20 - A4
            A4 = A3 + pompe de recirculation 12 V de 15 W qui remonte l'eau du fond vers le bol, en marche continue.
            Ça casse la stratification, eau libre jusqu'à -31 °C. Mais A4 tire 360 Wh par jour, au-dessus du budget, et en janvier avec 3 jours nuageux la batterie descend à 20 %.

            ## Janvier 2025

            ### mar. 14 - A5
            A5 = A3 + pompe pilotée par une sonde dans le bol (démarre à 2 °C, arrête à 5 °C) + couvercle à palette (la vache pousse la palette avec le museau, ça se referme tout seul) + pare-vent en contreplaqué sur 3 côtés. Le bol est fermé la nuit, le vent touche plus l'eau.

            ### lun. 27 - nuit à -36 °C
            A5 : eau libre le matin après une nuit à -36 °C, vent 15 km/h. Moyenne sur 2 semaines : 95 Wh par jour. Rocheleau est content, il a rangé la hache.
            Envoyé une unité A5 au CEGRA pour un essai en chambre froide (il nous faut des chiffres pour la fiche technique).

            ## 2025-02-17 - bilan
            Rapport CEGRA reçu. On retient A5, coût des pièces 2 300 $.
            Ce qu'on a appris :
            - le sol argileux gelé donne peu : le caloduc fournit juste 68 W selon le CEGRA, assez seulement si on empêche la surface de perdre sa chaleur
            - la glace se forme en surface à cause du vent pis de la stratification, pas parce que le réservoir manque de chaleur
            - brasser l'eau seulement quand la surface approche 0 °C coûte 4 fois moins que brasser tout le temps
            - les balles flottantes figent au-dessous de -15 °C environ; un couvercle à palette marche mieux
            à faire : 6 unités chez 3 fermes l'hiver prochain, suivi par cellulaire
            """)),
        ("nuits_essai_AB-24.csv", text("""
            date;variante;T air min. (°C);vent moyen (km/h);énergie batterie (Wh/jour);eau libre au matin;remarque
            2024-11-05;A1;-12,5;10;1 900;oui;batterie à plat au 2e jour
            2024-11-15;A2;-18,0;20;0;non;balles prises dans la glace
            2024-12-09;A3;-27,0;25;0;non;fond du réservoir à +4 °C
            2024-12-20;A4;-31,0;20;360;oui;pompe en continu
            2025-01-14;A5;-29,5;30;88;oui;couvercle à palette + pare-vent
            2025-01-27;A5;-36,0;15;102;oui;nuit la plus froide de l'hiver
            """)),
        ("rapport_CEGRA-25-011.pdf", pdf([
            ("title", "Rapport d'essai CEGRA-25-011"),
            ("p", "Essai en chambre climatique d'un abreuvoir autonome pour bovins (caloduc et pompe de "
                  "recirculation solaire)"),
            ("p", "Client : Équipements Harricana inc., Amos. Une unité reçue le 3 février 2025 (modèle A5), avec "
                  "un module de caloduc de 4 m installé dans un bac de sol argileux gelé de 6 m³. Essais réalisés "
                  "du 4 au 7 février 2025. Rapport émis le 12 février 2025."),
            ("h1", "1. Méthode"),
            ("p", "Air de la chambre maintenu à -35 °C, ventilateur réglé pour un vent de 20 km/h au-dessus du "
                  "bol. Cycles de 24 h comprenant une période de 10 h sans prélèvement d'eau, puis 14 h avec "
                  "prélèvements simulés de 80 L. Mesures : flux de chaleur du caloduc (fluxmètre à la tête), "
                  "température de l'eau à la surface et au fond, énergie tirée de la batterie. Essai témoin : "
                  "même unité, pompe débranchée et couvercle retiré."),
            ("h1", "2. Résultats"),
            ("table", [
                ["Configuration", "Chaleur du caloduc", "T surface, fin de la nuit", "T fond", "Glace au matin",
                 "Énergie batterie"],
                ["Témoin (pompe débranchée, sans couvercle)", "71 W", "0,0 °C", "4,1 °C", "8 mm", "0 Wh/jour"],
                ["A5 complet", "68 W", "1,8 °C", "3,6 °C", "aucune", "97 Wh/jour"],
            ]),
            ("small", "Moyennes de trois cycles de 24 h."),
            ("h1", "3. Commentaires"),
            ("p", "Sans brassage, l'eau se stratifie : l'eau la plus dense reste au fond du réservoir et la couche "
                  "de surface atteint le point de congélation pendant la nuit, malgré la chaleur fournie par le "
                  "caloduc. Le couvercle réduit fortement les pertes par convection dues au vent. Les résultats ne "
                  "valent que pour l'unité et les conditions d'essai décrites."),
        ], header="Centre d'essais en génie rural de l'Abitibi (CEGRA) - Rapport CEGRA-25-011",
            footer="Document confidentiel destiné au client")),
        ("plan_marketing_AquaBoeuf_2025.docx", docx([
            ("title", "Plan marketing 2025 - AquaBœuf"),
            ("h1", "Positionnement"),
            ("p", "L'abreuvoir qui ne gèle pas, sans fil électrique. Clientèle visée : producteurs vache-veau de "
                  "l'Abitibi-Témiscamingue, du Saguenay et du Nord-Est ontarien qui hivernent leurs troupeaux au "
                  "champ."),
            ("h1", "Actions"),
            ("b", "Kiosque à l'Expo agricole de l'Abitibi-Témiscamingue (août), démonstration avec une vraie unité."),
            ("b", "Rabais de précommande de 10 % jusqu'au 30 septembre."),
            ("b", "Publicité d'une demi-page dans Le Bulletin des agriculteurs (numéro d'octobre)."),
            ("b", "Vidéo témoignage chez un producteur, diffusée sur Facebook et YouTube."),
            ("h1", "Budget"),
            ("table", [
                ["Poste", "Montant"],
                ["Kiosque et transport", "3 200 $"],
                ["Publicité imprimée", "2 450 $"],
                ["Vidéo", "1 800 $"],
                ["Publicité Facebook", "1 500 $"],
            ]),
            ("p", "Objectif : 60 unités vendues d'ici mars 2026."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# C03 détection précoce du givre sur les pales d'éoliennes par les vibrations mesurées à l'emplanture
#     (instrumentation et logiciel, Matane), hiver 2024-2025 - procès-verbal de CA PDF en bruit (nommé dans la
#     question); fil de courriels .txt (cibles seulement là; en-têtes « mardi 19 novembre 2024 », « 26/11/2024 »,
#     « 2025-01-23 », « lundi 7 avril 2025 »); rapport d'étape DOCX (« 14 avril 2025 », « lun. 14/04 », « du 9 au
#     13 décembre » = une entrée, le 9, « semaine du 10 mars »; tableau des versions); CSV d'évaluation (ISO;
#     délais et fausses alarmes en nombres seulement). Valeurs voisines : 22 / 35 / 48 / 75 / 110 min.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_givre_pales_eoliennes_vibrations",
        "question": "Allô, on aurait besoin des lignes 242, 244 et 246 pour le projet de détection du givre sur les pales (GE-25), avec un registre daté des travaux. Ci-joints : le rapport d'étape d'Audrey, le CSV d'évaluation des versions, les courriels avec Luc du parc éolien et le PV du CA d'avril.",
        "facts": {
            "242": [["au plus 30 min"], ["une fausse alarme"], ["600 $"], ["-25 °C"]],
            "244": [["accéléromètres MEMS"], ["compensation de température"], ["réseau de neurones"],
                    ["filtre de Kalman"], ["angle de calage"]],
            "246": [["22 min"], ["0,6 fausse alarme"], ["540 $"], ["rigidité de la pale"],
                    ["trop peu d'événements"]],
        },
        "dates": ["2024-11-19", "2024-11-26", "2024-12-09", "2024-12-16", "2025-01-13", "2025-01-23",
                  "2025-02-03", "2025-02-17", "2025-03-10", "2025-04-07", "2025-04-14"],
        "noise": ["marge de crédit de 250 000 $", "politique de télétravail", "Levée de la séance à 20 h 45"],
        "bindings": [
            {"value": "8,4 fausses alarmes", "subject": "G1", "others": ["G2", "G3"]},
            {"value": "75 min", "subject": "G2", "others": ["G1", "G4"]},
            {"value": "110 min", "subject": "G4", "others": ["G3", "G5"]},
        ],
    },
    [
        ("rapport_etape_GE-25.docx", docx([
            ("title", "GE-25 - Détection du givre sur les pales par analyse vibratoire"),
            ("p", "Rapport d'étape - 14 avril 2025. Vibrasens inc., Matane. Rédigé par Audrey Pelletier (dév. "
                  "logiciel), revu par Rémi Gagné, ing. (directeur technique)."),
            ("h1", "1. Contexte"),
            ("p", "Le parc éolien communautaire Mitis-Neigette (3 éoliennes de 2,3 MW) perd de la production "
                  "chaque hiver à cause du givre sur les pales, et doit arrêter les machines quand il y a un "
                  "risque de chute de glace sur le chemin public. La détection actuelle (écart à la courbe de "
                  "puissance) réagit tard, souvent plus d'une heure après le début de l'accrétion. Les systèmes "
                  "commerciaux à base de capteurs optiques sur les pales coûtent plus de 40 000 $ par machine."),
            ("p", "Notre idée : mesurer les vibrations à l'emplanture des pales avec des capteurs bon marché et "
                  "suivre la baisse de la fréquence propre due à la masse de glace. Le problème est que cette "
                  "baisse est petite (de l'ordre de 1 %) et que d'autres facteurs la font aussi varier. Nous "
                  "n'avons trouvé aucune méthode publiée qui sépare ces effets sur des pales en service, avec des "
                  "capteurs de cette classe."),
            ("h1", "2. Travaux"),
            ("p", "Du 9 au 13 décembre, installation de 3 accéléromètres MEMS triaxiaux par éolienne, à "
                  "l'emplanture de chaque pale dans le moyeu, avec liaison sans fil vers la nacelle. Une caméra "
                  "de nacelle sert de référence pour dater le début de chaque épisode de givre."),
            ("table", [
                ["Version", "Mise en service", "Principe"],
                ["G1", "2024-12-16", "seuil sur la fréquence du 1er mode de battement"],
                ["G2", "2025-01-13", "G1 + compensation de température (modèle linéaire)"],
                ["G3", "2025-02-03", "réseau de neurones sur spectrogrammes"],
                ["G4", "2025-02-17", "comparaison entre les trois pales (asymétrie)"],
                ["G5", "2025-03-10", "G2 + filtre de Kalman, normalisation vitesse du rotor et angle de calage, "
                                     "confirmation par la courbe de puissance"],
            ]),
            ("p", "Toutes les versions ont été rejouées sur les mêmes données enregistrées (décembre à mars), "
                  "puis G5 a été déployée en temps réel la semaine du 10 mars."),
            ("h1", "3. Résultats"),
            ("b", "G1 détecte les épisodes, mais G1 a donné 8,4 fausses alarmes par mois par éolienne : chaque "
                  "vague de froid fait monter la fréquence."),
            ("b", "G2 : presque plus de fausses alarmes dues au froid, mais le seuil plus large donne un délai "
                  "moyen de 75 min pour G2."),
            ("b", "G3 : très bon sur l'éolienne E1, qui a servi à l'entraînement, mais 11,6 fausses alarmes par "
                  "mois sur E3. Il y a eu trop peu d'événements de givre (14 sur l'hiver) pour entraîner un "
                  "réseau de neurones fiable."),
            ("b", "G4 n'a presque pas de fausses alarmes, mais le givre se forme de façon presque égale sur les "
                  "trois pales : l'asymétrie apparaît tard, délai moyen de 110 min pour G4."),
            ("b", "G5 : délai moyen de 22 min, 0,6 fausse alarme par mois par éolienne, sur 14 épisodes "
                  "confirmés par la caméra. Matériel : 540 $ par éolienne."),
            ("h1", "4. Ce que nous avons appris"),
            ("p", "Entre +5 et -25 °C, la température change la rigidité de la pale (résine époxy) assez pour "
                  "déplacer la fréquence autant qu'un givre léger. L'angle de calage et la vitesse du rotor "
                  "modifient aussi la fréquence du mode suivi; sans les normaliser, aucun seuil ne fonctionne. "
                  "Le suivi continu par filtre de Kalman permet un seuil serré sans fausses alarmes."),
            ("h1", "5. Suite"),
            ("p", "Réunion de bilan lun. 14/04 avec le parc : déploiement sur les 3 éoliennes pour l'hiver "
                  "2025-2026 et essai d'une 4e machine d'un autre modèle."),
        ])),
        ("evaluation_versions_GE-25.csv", text("""
            version;mise en service;épisodes confirmés (caméra);épisodes détectés;délai moyen (min);fausses alarmes / mois / éolienne;remarque
            G1;2024-12-16;14;14;48;8,4;fausses alarmes aux vagues de froid
            G2;2025-01-13;14;14;75;1,2;seuil élargi
            G3;2025-02-03;14;13;35;11,6;E3 seulement (1,8 sur E1, entraînement)
            G4;2025-02-17;14;11;110;0,4;asymétrie tardive
            G5;2025-03-10;14;14;22;0,6;retenue
            """)),
        ("courriels_GE-25.txt", text("""
            De : Luc Bérubé <lberube@eolienmitisneigette.example>
            Envoyé : mardi 19 novembre 2024 10:14
            À : Rémi Gagné <rgagne@vibrasens.example>
            Objet : givre sur les pales

            Salut Rémi,
            Comme je te disais au téléphone, l'hiver passé on a perdu pas loin de 9 % de notre production de décembre à mars à cause du givre. Pis le pire c'est pas la production : quand on voit le givre trop tard, des plaques de glace tombent proche du chemin du rang 4, la municipalité nous a avertis. Le système du manufacturier se fie sur la courbe de puissance pis il se réveille quand c'est déjà plein de glace.
            Est-ce que tes capteurs de vibration pourraient voir ça plus tôt? On a pas 40 000 $ par machine pour les systèmes optiques.
            Luc

            ---
            De : Rémi Gagné <rgagne@vibrasens.example>
            Envoyé : 26/11/2024 16:40
            À : Luc Bérubé <lberube@eolienmitisneigette.example>
            Cc : Audrey Pelletier <apelletier@vibrasens.example>
            Objet : RE: givre sur les pales

            Bonjour Luc,
            On pense que oui, mais franchement on le sait pas. La glace ajoute de la masse sur la pale pis fait baisser sa fréquence propre, mais de 1 % environ au début, et le froid, le vent pis l'angle des pales la font bouger aussi. Personne à notre connaissance a réussi à séparer ça sur des pales en service avec des capteurs à bas prix.
            Voici ce qu'on vise :
            - détecter le début du givre au plus 30 min après que la caméra le voit
            - au plus une fausse alarme par mois par éolienne (sinon tes opérateurs vont arrêter de nous croire)
            - fonctionner de 0 à -25 °C
            - matériel à moins de 600 $ par éolienne
            On installe en décembre si tu nous donnes accès aux moyeux. Audrey va écrire les algos.
            Rémi

            ---
            De : Luc Bérubé <lberube@eolienmitisneigette.example>
            Date : 2025-01-23 08:02
            À : Rémi Gagné <rgagne@vibrasens.example>
            Objet : gros épisode cette nuit

            Rémi, gros verglas cette nuit sur E1 et E2, la caméra montre de la glace dès 2 h du matin. Le système du manufacturier a alarmé à 4 h 10. Je t'envoie les images, ça devrait vous faire un beau cas de test.
            Luc

            ---
            De : Rémi Gagné <rgagne@vibrasens.example>
            Envoyé : lundi 7 avril 2025 09:05
            À : Luc Bérubé <lberube@eolienmitisneigette.example>
            Objet : bilan de l'hiver

            Luc,
            En résumé avant le rapport d'Audrey : la version G5 voit le givre en moyenne 22 min après la caméra, sur les 14 épisodes de l'hiver, avec 0,6 fausse alarme par mois. Les premières versions se faisaient avoir par le froid : la pale devient plus rigide quand il fait -25, pis ça ressemble à de la glace dans le signal. On a dû corriger pour la température, la vitesse du rotor pis l'angle des pales.
            On en jase lundi prochain?
            Rémi
            """)),
        ("proces_verbal_CA_avril.pdf", pdf([
            ("title", "Procès-verbal - réunion du conseil d'administration"),
            ("p", "Vibrasens inc. Réunion tenue au siège social, 220, avenue Saint-Jérôme, Matane. Présents : "
                  "Rémi Gagné, Caroline Lévesque (présidente), Denis Ross, Marie-Ève Caron (secrétaire)."),
            ("h1", "1. Adoption de l'ordre du jour"),
            ("p", "Proposé par Denis Ross, appuyé par Caroline Lévesque. Adopté à l'unanimité."),
            ("h1", "2. États financiers intermédiaires"),
            ("p", "Les revenus du trimestre sont conformes au budget. Le conseil autorise le renouvellement de la "
                  "marge de crédit de 250 000 $ auprès de la Caisse Desjardins de la Matanie."),
            ("h1", "3. Ressources humaines"),
            ("p", "Le conseil adopte la politique de télétravail proposée (deux jours par semaine au choix de "
                  "l'employé, sauf pendant les installations chez les clients)."),
            ("h1", "4. Divers"),
            ("p", "Levée de la séance à 20 h 45."),
        ], header="Vibrasens inc. - Procès-verbal du conseil d'administration", footer="Document interne")),
    ],
)

# ---------------------------------------------------------------------------
# C04 gomme à mâcher dont la base est surtout de la gomme d'épinette (confiserie artisanale, Les Éboulements),
#     hiver-printemps 2025 - pas de fichier de bruit : une section transférée (commande d'une boutique) à la fin
#     du fil de courriels; fil de courriels .txt (cibles seulement là; en-têtes « mercredi 15 janvier 2025 »,
#     « 21/01/2025 », « 2025-02-19 », « lun. 3 mars 2025 », « vendredi 2 mai 2025 »; « du 10 au 14 février » =
#     une entrée, le 10); classeur XLSX (formules dans « formules », résultats seulement dans « mesures »);
#     rapport de labo PDF (« reçus le 7 avril 2025 », « du 8 au 22 avril 2025 » = une entrée, le 8, « 28 avril
#     2025 »; dureté après vieillissement et α-pinène seulement dans le tableau). Valeurs voisines : 34 / 38 / 52 /
#     71 / 95 N; 1,2 / 1,6 / 3,8 / 4,5 N.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_gomme_macher_resine_epinette",
        "question": "Bonjour! J'aimerais avoir les lignes 242, 244 et 246 pour notre gomme à mâcher à l'épinette (GM-25), avec un registre daté des travaux. Je vous envoie mes courriels avec Francis, le classeur des essais et le rapport de TexturAlim.",
        "facts": {
            "242": [["au moins 60 %"], ["20 min de mastication"], ["au plus 40 N"], ["au plus 22 $/kg"],
                    ["9 mois"]],
            "244": [["cire d'abeille"], ["chicle"], ["carbonate de calcium"], ["entraînement à la vapeur"],
                    ["huile MCT"]],
            "246": [["34 N"], ["1,2 N"], ["19 $/kg"], ["terpènes volatils"]],
        },
        "dates": ["2025-01-15", "2025-01-21", "2025-02-10", "2025-02-19", "2025-03-03", "2025-03-05",
                  "2025-03-24", "2025-04-07", "2025-04-08", "2025-04-28", "2025-05-02"],
        "noise": ["présentoir de comptoir", "commande minimale de 48 unités", "Boutique des Pionniers"],
        "bindings": [
            {"value": "95 N", "subject": "E1", "others": ["E2", "E3"]},
            {"value": "3,8 N", "subject": "E2", "others": ["E3", "E4"]},
            {"value": "31 $/kg", "subject": "E3", "others": ["E4", "E5"]},
        ],
    },
    [
        ("courriels_GM-25.txt", text("""
            De : Marie-Josée Tremblay <mj@confiseriedeseboulements.example>
            Envoyé : mercredi 15 janvier 2025 14:20
            À : Francis Harvey <fharvey@cdbcharlevoix.example>
            Objet : projet gomme d'épinette

            Bonjour Francis,
            Tel que discuté au téléphone, je me lance dans la gomme à mâcher à l'épinette. Mon grand-père en mâchait, les touristes adorent l'histoire, et on a un cueilleur de Saint-Urbain qui nous fournit la gomme d'épinette noire. Le problème, c'est que la gomme brute s'émiette dans la bouche dès qu'on la mâche, ensuite elle colle aux dents, et elle devient dure comme de la roche quand il fait froid (nos clients la traînent dans l'auto en ski). Les gommes du commerce utilisent une base synthétique, et je veux rester naturelle.
            Ce que je voudrais :
            - au moins 60 % de gomme d'épinette dans la base (c'est mon argument)
            - qu'elle ne s'émiette pas et garde sa texture pendant 20 min de mastication
            - qu'elle ne colle ni aux dents ni aux prothèses (beaucoup de mes clients sont des retraités!)
            - qu'elle reste mâchable sortie d'une auto froide
            - une base à au plus 22 $/kg
            - 9 mois sur la tablette sans durcir
            Est-ce réaliste?
            Marie-Josée

            ---
            De : Francis Harvey <fharvey@cdbcharlevoix.example>
            Envoyé : 21/01/2025 09:31
            À : Marie-Josée Tremblay <mj@confiseriedeseboulements.example>
            Objet : RE: projet gomme d'épinette

            Bonjour Marie-Josée,
            Réaliste, je ne peux pas vous le garantir. La gomme d'épinette a été vendue au 19e siècle, mais personne n'a publié de formulation moderne où elle forme la majorité de la base. On ne sait pas quels ingrédients naturels peuvent lui donner de l'élasticité sans la rendre collante, ni pourquoi elle durcit en vieillissant.
            Je traduis vos demandes en mesures (analyseur de texture du CDB) :
            - texture stable et aucun émiettement après 20 min de mastication (panel de 6 personnes)
            - adhérence sur plaque d'émail synthétique et sur résine de prothèse au plus 2 N
            - dureté à 4 °C au plus 40 N (sonde de 5 mm)
            - dureté après vieillissement accéléré (équivalent 9 mois) au plus 40 N aussi
            Je propose de commencer par trois formules simples : la gomme purifiée seule, avec de la cire d'abeille, et avec du chicle (latex naturel de sapotillier, la base des gommes d'autrefois).
            Francis

            ---
            De : Francis Harvey <fharvey@cdbcharlevoix.example>
            Date : 2025-02-19 16:48
            À : Marie-Josée Tremblay <mj@confiseriedeseboulements.example>
            Objet : premiers résultats

            Bonjour,
            Les essais du 10 au 14 février sont terminés (chiffres dans le classeur) :
            - E1, la gomme d'épinette purifiée seule (fondue à 110 °C, filtrée) : elle s'émiette en moins d'une minute. Dureté de E1 à 4 °C : 95 N.
            - E2, avec 20 % de cire d'abeille : moins friable, mais E2 colle aux dents, adhérence de 3,8 N.
            - E3, avec 40 % de chicle : belle texture pendant 20 min, mais E3 colle aux prothèses et le chicle coûte cher, la base de E3 revient à 31 $/kg.
            Pour la suite, je pense combiner moins de chicle, une cire végétale et une charge minérale qui empêche l'adhérence.
            Francis

            ---
            De : Marie-Josée Tremblay <mj@confiseriedeseboulements.example>
            Envoyé : lun. 3 mars 2025 08:15
            À : Francis Harvey <fharvey@cdbcharlevoix.example>
            Objet : RE: premiers résultats

            Parfait, on y va. Je peux faire la cuisson mercredi à la confiserie si vous passez.
            MJ

            ---
            De : Francis Harvey <fharvey@cdbcharlevoix.example>
            Envoyé : vendredi 2 mai 2025 15:10
            À : Marie-Josée Tremblay <mj@confiseriedeseboulements.example>
            Objet : bilan GM-25 et rapport TexturAlim

            Bonjour Marie-Josée,
            Voici le bilan, le rapport de TexturAlim est joint.
            - E4 (65 % épinette, 15 % chicle, cire de candelilla, carbonate de calcium 10 %) réglait l'émiettement et l'adhérence, mais E4 a durci au vieillissement : de 52 N à 88 N.
            - Le labo a trouvé pourquoi : ce sont les terpènes volatils de la gomme d'épinette (surtout l'alpha-pinène) qui la ramollissent au départ; ils s'évaporent sur la tablette et la gomme durcit.
            - E5 : gomme d'épinette purifiée par entraînement à la vapeur (on enlève la plus grande partie des terpènes dès le départ, ce qui coupe aussi le goût de térébenthine), puis 6 % d'huile MCT (triglycérides d'huile de coco, non volatile) pour la souplesse, même chicle, candelilla et carbonate de calcium.
            - Résultats E5 : texture stable pendant 20 min, adhérence 1,2 N, dureté à 4 °C de 34 N, 37 N après vieillissement, base à 19 $/kg, 62 % de gomme d'épinette.
            Ce qu'on ne savait pas en janvier : le durcissement ne vient pas de l'oxydation comme on le pensait, mais de la perte des terpènes; et le carbonate de calcium fait plus pour l'adhérence que la cire.
            Prochaine étape : production pilote de 500 paquets pour l'été.
            Francis

            ---------- Message transféré ---------
            De : Achats <achats@boutiquedespionniers.example>
            Objet : Commande été 2025 - produits du terroir

            Bonjour Madame Tremblay,
            La Boutique des Pionniers aimerait reprendre vos sucres d'orge et vos caramels à l'érable pour la saison estivale. Nous vous demandons un présentoir de comptoir en bois pour les sucres d'orge et une commande minimale de 48 unités par produit. Nos conditions de paiement demeurent à 45 jours.
            Au plaisir,
            Service des achats
            """)),
        ("essais_GM-25.xlsx", xlsx([
            ("formules", [
                ["code", "fabriqué le", "gomme d'épinette", "purification", "chicle", "cire", "autres",
                 "coût de la base"],
                ["E1", D("2025-02-10"), "100 %", "fondue 110 °C, filtrée", "0 %", "aucune", "aucun", "14 $/kg"],
                ["E2", D("2025-02-10"), "80 %", "fondue 110 °C, filtrée", "0 %", "cire d'abeille 20 %", "aucun",
                 "16 $/kg"],
                ["E3", D("2025-02-10"), "60 %", "fondue 110 °C, filtrée", "40 %", "aucune", "aucun", "31 $/kg"],
                ["E4", D("2025-03-05"), "65 %", "fondue 110 °C, filtrée", "15 %", "candelilla 10 %",
                 "carbonate de calcium 10 %", "18 $/kg"],
                ["E5", D("2025-03-24"), "62 %", "entraînement à la vapeur 2 h", "15 %", "candelilla 7 %",
                 "carbonate de calcium 10 %, huile MCT 6 %", "19 $/kg"],
            ]),
            ("mesures", [
                ["code", "émiettement (panel)", "texture à 20 min", "adhérence émail", "adhérence prothèse",
                 "dureté à 4 °C"],
                ["E1", "moins de 1 min", "s.o.", "2,9 N", "3,3 N", "95 N"],
                ["E2", "à 4 min", "s.o.", "3,8 N", "4,1 N", "71 N"],
                ["E3", "aucun", "stable", "1,9 N", "4,5 N", "38 N"],
                ["E4", "aucun", "stable", "1,4 N", "1,6 N", "52 N"],
                ["E5", "aucun", "stable", "1,1 N", "1,2 N", "34 N"],
            ]),
        ])),
        ("rapport_TexturAlim_TA-25-0342.pdf", pdf([
            ("title", "Rapport d'analyse TA-25-0342"),
            ("p", "Dureté après vieillissement accéléré et teneur en terpènes de bases de gomme à mâcher à la "
                  "gomme d'épinette"),
            ("p", "Client : Confiserie des Éboulements, Les Éboulements. Échantillons reçus le 7 avril 2025 : "
                  "bâtonnets des formules E4 et E5. Vieillissement accéléré à 35 °C et 60 % HR du 8 au 22 avril "
                  "2025 (équivalent estimé à 9 mois à 20 °C). Rapport émis le 28 avril 2025."),
            ("h1", "Méthodes"),
            ("p", "Dureté : analyseur de texture, sonde cylindrique de 5 mm, pénétration de 3 mm, échantillons "
                  "conditionnés 2 h à 4 °C. Terpènes : extraction au solvant et chromatographie en phase gazeuse; "
                  "l'alpha-pinène est exprimé en % massique de la base."),
            ("h1", "Résultats"),
            ("table", [
                ["Formule", "Dureté à 4 °C, initiale", "Dureté à 4 °C, vieillie", "Alpha-pinène, initial",
                 "Alpha-pinène, vieilli"],
                ["E4", "52 N", "88 N", "4,1 %", "0,6 %"],
                ["E5", "34 N", "37 N", "0,4 %", "0,3 %"],
            ]),
            ("h1", "Interprétation"),
            ("p", "La hausse de dureté de la formule E4 pendant le vieillissement accompagne la perte de la plus "
                  "grande partie de ses terpènes volatils. La formule E5, dont les terpènes ont été retirés avant "
                  "la formulation, varie peu. Ces résultats ne s'appliquent qu'aux échantillons analysés."),
        ], header="TexturAlim - Laboratoire de texture et d'analyse des aliments - Québec",
            footer="Rapport TA-25-0342 - ne peut être reproduit qu'en entier")),
    ],
)

# ---------------------------------------------------------------------------
# C05 porosité et fuites des soudures MIG des cônes de tubes de pontons en aluminium 5052 (fabricant de
#     pontons, Alma), automne 2024 - question en anglais; grille tarifaire XLSX en bruit (nommée dans la
#     question); rapport d'essais DOCX (cibles seulement là; « 16 septembre 2024 », « semaine du 23 septembre »,
#     « le 3 octobre », « 15/10/2024 », « mardi 29 octobre », « du 18 au 22 novembre » = une entrée, le 18,
#     « 12 décembre 2024 »); CSV des lots de soudure (ISO; fuites en nombres seulement); rapport de radiographie
#     PDF (« reçus le 26 novembre 2024 », « du 27 au 29 novembre 2024 » = une entrée, le 27, « 5 décembre
#     2024 »; indications seulement dans le tableau). Anglicismes d'atelier (push angle, double pulse,
#     burn-through). Valeurs voisines : 5 sur 40 / 4 sur 40 / 2 sur 50 / 1 sur 80.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_soudure_tubes_pontons_aluminium",
        "question": "Hi, we need the T661 lines 242, 244 and 246 for our pontoon tube welding project (PO-24) and a dated log of the work. Attached are Nadia's test report (Word), the weld log CSV, the radiography report from IRS and our 2025 options price grid.",
        "language": "en",
        "facts": {
            "242": [["au plus 2 %"], ["3 psi"], ["au plus 6 min"], ["4 $ par tube"], ["CSA W59.2"]],
            "244": [["acétone"], ["argon-hélium"], ["double pulse"], ["armoire chauffée"],
                    ["trou d'évent", "vent hole"]],
            "246": [["1,3 %"], ["5 min 20 s"], ["condensation"], ["soufflure de fermeture"], ["1,10 $"]],
        },
        "dates": ["2024-09-16", "2024-09-23", "2024-10-03", "2024-10-15", "2024-10-29", "2024-11-18",
                  "2024-11-26", "2024-11-27", "2024-12-05", "2024-12-12"],
        "noise": ["Toit bimini", "Tapis en vinyle tressé", "Échelle de baignade"],
        "bindings": [
            {"value": "5 sur 40", "subject": "P1", "others": ["P2", "P3"]},
            {"value": "6,50 $", "subject": "P3", "others": ["P4", "P5"]},
            {"value": "2 sur 50", "subject": "P4", "others": ["P3", "P5"]},
        ],
    },
    [
        ("rapport_essais_PO-24.docx", docx([
            ("title", "PO-24 - Fuites aux soudures des cônes de tubes"),
            ("p", "Rapport d'essais - 12 décembre 2024. Pontons Péribonka inc., Alma. Nadia Fortin, ing. "
                  "(soudage, CWB), avec Kevin Bouchard (contremaître soudure)."),
            ("h1", "Problème"),
            ("p", "Saison 2024 : 12 % de nos tubes de 25 po (aluminium 5052-H32, paroi de 2 mm) fuyaient à "
                  "l'essai d'étanchéité, presque toujours à la soudure circulaire d'un cône. Chaque fuite = "
                  "meulage, ressoudage, nouvel essai, environ 1 h 30 de reprise. La rencontre de départ a eu lieu "
                  "le 16 septembre 2024 avec Kevin et les 4 soudeurs."),
            ("p", "On ne sait pas d'où vient la porosité. Les causes classiques en aluminium (huile, oxyde, "
                  "humidité, gaz de protection perturbé) sont toutes possibles dans notre atelier, et le tube "
                  "fermé ajoute une chose qu'on ne retrouve pas dans la littérature des assemblages ouverts : la "
                  "dernière soudure ferme un volume d'air qui chauffe pendant qu'on soude. On ne sait pas non plus "
                  "si on peut changer de procédé sans percer (burn-through) la paroi de 2 mm."),
            ("h1", "Objectifs"),
            ("b", "taux de fuite à l'essai d'étanchéité à 3 psi (eau savonneuse) au plus 2 % des tubes"),
            ("b", "porosité acceptable selon CSA W59.2 à la radiographie"),
            ("b", "soudure d'un cône au plus 6 min (rythme de la ligne)"),
            ("b", "aucun burn-through sur la paroi de 2 mm"),
            ("b", "gaz et consommables ajoutés au plus 4 $ par tube"),
            ("h1", "Essais"),
            ("p", "P1, référence, semaine du 23 septembre : MIG en transfert spray, argon pur, fil ER5356 de "
                  "1,2 mm, brossage à la brosse inox. Fuites sur 5 sur 40 tubes pour P1, 4 min 50 s par cône."),
            ("p", "P2, le 3 octobre : même chose + dégraissage à l'acétone avant le brossage (huile de roulage du "
                  "fournisseur de tubes). P2 a donné 4 sur 40, presque pas de changement : l'huile n'est pas la "
                  "cause principale."),
            ("p", "P3, 15/10/2024 : mélange argon-hélium 75/25, plus de chaleur pour laisser sortir le gaz. "
                  "Moins de fuites, mais 3 burn-through sur 40 au bout des cônes, et le gaz ajoute 6,50 $ par "
                  "tube pour P3. Rejeté."),
            ("p", "P4, mardi 29 octobre : retour à l'argon pur en MIG pulsé (double pulse), push angle de 10°, "
                  "et les bobines de fil entreposées dans une armoire chauffée à 30 °C au lieu de l'entrepôt "
                  "froid. Kevin avait remarqué que les bobines arrivent de l'entrepôt à -20 °C et se couvrent de "
                  "buée dans l'atelier. Pour P4 : 2 sur 50 tubes qui fuient, et les deux fuites sont au point de "
                  "fermeture du dernier cône."),
            ("p", "P5, du 18 au 22 novembre : P4 + trou d'évent (vent hole) de 3 mm percé dans le dernier cône, "
                  "bouché après refroidissement par un rivet aveugle étanche. 80 tubes en production normale."),
            ("h1", "Résultats"),
            ("table", [
                ["Procédé", "Tubes", "Fuites", "Taux de fuite", "Temps par cône", "Ajout par tube"],
                ["P1", "40", "5", "12,5 %", "4 min 50 s", "0,00 $"],
                ["P2", "40", "4", "10,0 %", "5 min 30 s", "0,40 $"],
                ["P3", "40", "2", "5,0 %", "4 min 40 s", "6,50 $"],
                ["P4", "50", "2", "4,0 %", "5 min 10 s", "0,70 $"],
                ["P5", "80", "1", "1,3 %", "5 min 20 s", "1,10 $"],
            ]),
            ("h1", "Conclusions"),
            ("p", "On retient P5. Il y avait deux sources de porosité différentes. La première : l'hydrogène de la "
                  "condensation sur le fil froid, qui donne une porosité fine répartie le long du cordon; "
                  "l'armoire chauffée l'élimine. La seconde : l'air du tube fermé qui se dilate pendant la "
                  "dernière soudure et souffle à travers le bain au point de fermeture (soufflure de fermeture); "
                  "le trou d'évent l'élimine. Le rapport d'Inspection Radiographique Saguenay confirme les deux "
                  "types d'indications. L'hélium aide, mais perce la paroi de 2 mm et coûte trop cher."),
        ])),
        ("soudures_PO-24.csv", text("""
            date;procédé;gaz;mode;entreposage du fil;tubes essayés;tubes qui fuient;temps moy. par cône (s);remarque
            2024-09-23;P1;argon;spray;entrepôt non chauffé;40;5;290;fuites réparties + au point de fermeture
            2024-10-03;P2;argon;spray;entrepôt non chauffé;40;4;330;dégraissage acétone
            2024-10-15;P3;argon-hélium 75/25;spray;entrepôt non chauffé;40;2;280;3 burn-through
            2024-10-29;P4;argon;double pulse;armoire chauffée 30 °C;50;2;310;fuites au point de fermeture seulement
            2024-11-18;P5;argon;double pulse;armoire chauffée 30 °C;80;1;320;trou d'évent 3 mm + rivet
            """)),
        ("rapport_IRS-24-1187.pdf", pdf([
            ("title", "Rapport de contrôle radiographique IRS-24-1187"),
            ("p", "Client : Pontons Péribonka inc., Alma. Six sections de soudure circulaire de cônes de tubes en "
                  "aluminium 5052 reçues le 26 novembre 2024 (trois du procédé P1, trois du procédé P5). "
                  "Radiographies réalisées du 27 au 29 novembre 2024. Rapport émis le 5 décembre 2024."),
            ("h1", "Méthode"),
            ("p", "Radiographie aux rayons X, technique simple paroi, film numérique. Évaluation des indications "
                  "selon les critères d'acceptation de la norme CSA W59.2 pour les soudures en aluminium "
                  "chargées statiquement. Chaque section comprend le point de fermeture du cordon."),
            ("h1", "Résultats"),
            ("table", [
                ["Section", "Porosité répartie", "Plus grande indication", "Position", "Verdict"],
                ["P1-A", "nombreuses, 0,3 à 0,8 mm", "2,6 mm", "point de fermeture", "refusé"],
                ["P1-B", "nombreuses, 0,3 à 0,6 mm", "1,1 mm", "milieu du cordon", "refusé"],
                ["P1-C", "nombreuses, 0,2 à 0,7 mm", "3,0 mm", "point de fermeture", "refusé"],
                ["P5-A", "isolées, moins de 0,3 mm", "0,4 mm", "milieu du cordon", "accepté"],
                ["P5-B", "aucune", "aucune", "s.o.", "accepté"],
                ["P5-C", "isolées, moins de 0,3 mm", "0,3 mm", "point de fermeture", "accepté"],
            ]),
            ("h1", "Remarques"),
            ("p", "Les sections P1 présentent deux types d'indications : une porosité fine répartie sur toute la "
                  "longueur, et une cavité allongée au point de fermeture, orientée vers l'intérieur du tube. Les "
                  "sections P5 sont conformes. Ce rapport ne vise que les pièces reçues."),
        ], header="Inspection Radiographique Saguenay inc. - Rapport IRS-24-1187",
            footer="Technicien certifié CGSB niveau 2 - Rapport à conserver")),
        ("grille_tarifaire_options_2025.xlsx", xlsx([
            ("options 2025", [
                ["Option", "Modèle 20 pi", "Modèle 22 pi", "Modèle 24 pi", "Note"],
                ["Toit bimini", "1 295 $", "1 395 $", "1 495 $", "toile marine, couleurs au choix"],
                ["Tapis en vinyle tressé", "1 850 $", "2 050 $", "2 250 $", "remplace le tapis marin"],
                ["Échelle de baignade télescopique", "445 $", "445 $", "445 $", ""],
                ["Système audio Bluetooth 4 haut-parleurs", "1 120 $", "1 120 $", "1 120 $", ""],
                ["Troisième tube (tritoon)", "s.o.", "6 900 $", "7 400 $", "moteur de 150 hp et plus"],
            ]),
            ("conditions", [
                ["Conditions", ""],
                ["Prix en dollars canadiens, taxes en sus", ""],
                ["Transport et préparation chez le concessionnaire", "950 $"],
            ]),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# C06 pleurotes cultivés sur un substrat de drêche de brasserie, contaminé à la colonisation (champignonnière,
#     Marieville), été-automne 2024 - note RH .txt en bruit (nommée dans la question); cahier de culture .txt
#     (cibles seulement là; en-têtes « JUIN 2024 » ... « OCTOBRE 2024 » et entrées « lun. 3 », « jeu. 13 »,
#     « mar. 2 », « ven. 19 », « mar. 6 », « lun. 26 », « lun. 16 », « ven. 25 »); classeur XLSX (recettes dans
#     « lots », résultats seulement dans « récoltes »); rapport de labo PDF (« reçus le 7 août 2024 », « du 8 au
#     16 août 2024 » = une entrée, le 8, « 21 août 2024 »; comptes de spores seulement dans le tableau).
#     Valeurs voisines : 3 / 4 / 6 / 18 / 42 % de sacs contaminés; 58 / 68 / 74 / 81 % d'efficacité biologique.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_pleurotes_dreche_brasserie",
        "question": "Salut, peux-tu me préparer les lignes 242, 244 et 246 pour notre projet de pleurotes sur drêche (PL-24), pis un registre daté de ce qu'on a fait? Je t'envoie le cahier de Laurence, le classeur des lots, le rapport du labo de mycologie et une note RH qui était dans le même dossier.",
        "facts": {
            "242": [["au plus 5 %"], ["au moins 75 %"], ["18 jours"], ["0,40 $/kg"], ["au moins 40 %"]],
            "244": [["pasteurisation à 80 °C"], ["autoclave"], ["chaux hydratée"], ["copeaux de feuillus"],
                    ["drêche pressée"]],
            "246": [["81 %"], ["16 jours"], ["0,34 $/kg"], ["Bacillus"], ["moins de 6 h"]],
        },
        "dates": ["2024-06-03", "2024-06-13", "2024-07-02", "2024-07-19", "2024-08-06", "2024-08-07",
                  "2024-08-08", "2024-08-21", "2024-08-26", "2024-09-16", "2024-10-25"],
        "noise": ["Formulaire de demande de congé", "priorité selon l'ancienneté", "banque de vacances"],
        "bindings": [
            {"value": "42 %", "subject": "T1", "others": ["T2", "T3"]},
            {"value": "0,78 $/kg", "subject": "T2", "others": ["T3", "T4"]},
            {"value": "68 %", "subject": "T4", "others": ["T3", "T5"]},
        ],
    },
    [
        ("cahier_culture_PL-24.txt", text("""
            CAHIER DE CULTURE - PL-24 pleurotes sur drêche
            Mycoferme Rouville, Marieville - Laurence Daigle (tech. agricole), Étienne Viens (proprio)
            drêche : Brasserie Le Fût Rouge, Chambly (~1,5 t/semaine gratis, faut aller la chercher)

            JUIN 2024
            lun. 3 - départ
            On fait nos pleurotes sur paille pasteurisée depuis 4 ans. La paille a monté à 14 $ la balle pis la brasserie jette sa drêche. La drêche c'est riche (protéines, sucres), les pleurotes devraient aimer ça. Mais c'est mouillé (78 % d'humidité), ça se tasse, pis c'est plein de bactéries : les 2 essais d'Étienne l'an passé ont viré verts (Trichoderma) en 10 jours.
            Ce qu'on trouve en ligne c'est de la drêche stérilisée en labo, en petits pots. Personne a l'air de faire ça en sacs de 10 kg avec une pasteurisation de ferme. On sait pas si c'est la drêche elle-même, la façon de la traiter ou l'air dans le sac qui cause les contaminations.
            Cibles :
            - contamination au plus 5 % des sacs
            - efficacité biologique au moins 75 % (kg de champignons frais / kg de substrat sec x 100), sur 2 volées
            - colonisation complète en au plus 18 jours (paille : 16-17 jours)
            - coût du substrat au plus 0,40 $/kg (paille : 0,46 $/kg)
            - au moins 40 % de drêche dans le substrat, sinon ça vaut pas la peine
            jeu. 13 - T1 ensemencé
            T1 = 50 % drêche telle quelle + 50 % paille hachée, pasteurisation comme la paille (65 °C, 1 h, bac d'eau chaude), blanc de pleurote gris 5 %. 50 sacs.

            JUILLET 2024
            mar. 2 - résultats T1 + départ T2
            T1 : 21 sacs sur 50 verts, 42 % de contamination pour T1. Odeur aigre dans les sacs avant même le vert.
            T2 = même recette, mais stérilisée à 121 °C 2 h dans l'autoclave loué chez le producteur de shiitakes de St-Césaire. 50 sacs.
            ven. 19 - T3 ensemencé
            T2 presque propre (voir classeur), mais l'autoclave c'est 20 sacs par cuvée pis la location + l'électricité mettent T2 à 0,78 $/kg. On peut pas vivre avec ça.
            T3 = drêche pressée (presse à vis de la cidrerie, de 78 % à 65 % d'humidité) + paille, pasteurisation à 80 °C 2 h. 50 sacs.

            AOÛT 2024
            mar. 6 - T3
            T3 mieux mais pas assez : 9 sacs verts sur 50. Envoyé 6 sacs contaminés (T1 et T3) + un seau de drêche fraîche et un de drêche restée 48 h à la brasserie au labo LMA pour savoir ce qui pousse.
            lun. 26 - T4
            labo : c'est pas juste le Trichoderma, c'est des bactéries Bacillus dont les spores passent la pasteurisation; elles partent en premier, le sac chauffe pis s'acidifie, pis le Trichoderma finit la job. Et la drêche qui attend 48 h au chaud à la brasserie en a 100 fois plus.
            T4 = T3 + chaux hydratée 2 % (pH de départ ~10) + drêche ramassée moins de 6 h après le brassage (entente avec le brasseur, il texte quand c'est prêt). 50 sacs.

            SEPTEMBRE 2024
            lun. 16 - T5
            T4 : 3 sacs sur 50 contaminés, super, mais les sacs sont compacts, le centre reste blanc-jaune pis colonise lentement (21 jours), efficacité biologique 68 % pour T4.
            T5 = T4 mais 30 % de copeaux de feuillus (érable/tremble de la scierie de Ste-Angèle) à la place d'une partie de la paille, pour l'air, + blanc à 8 % au lieu de 5 %. Drêche 45 % du substrat. 50 sacs.

            OCTOBRE 2024
            ven. 25 - bilan
            T5 retenue : 2 sacs sur 50 contaminés (4 %), colonisation en 16 jours, efficacité biologique 81 % sur 2 volées, substrat à 0,34 $/kg.
            ce qu'on a appris :
            - la contamination part de la drêche : les spores de Bacillus survivent à la pasteurisation, pis leur nombre dépend surtout du temps que la drêche attend à la chaleur. Moins de 6 h = beaucoup moins de problèmes.
            - la stérilisation règle tout mais coûte trop cher; la chaux fait la différence à la place
            - une fois la contamination réglée, c'est l'air qui limite : la drêche pressée se tasse, faut des copeaux
            - à tester cet hiver : drêche ensilée pour les semaines où le brasseur brasse pas
            """)),
        ("lots_PL-24.xlsx", xlsx([
            ("lots", [
                ["lot", "ensemencé le", "sacs", "drêche", "autre", "traitement", "blanc", "coût substrat"],
                ["T1", D("2024-06-13"), 50, "50 % telle quelle", "paille 50 %", "pasteurisation 65 °C, 1 h", "5 %",
                 "0,22 $/kg"],
                ["T2", D("2024-07-02"), 50, "50 % telle quelle", "paille 50 %", "autoclave 121 °C, 2 h", "5 %",
                 "0,78 $/kg"],
                ["T3", D("2024-07-19"), 50, "50 % drêche pressée", "paille 50 %", "pasteurisation à 80 °C, 2 h",
                 "5 %", "0,29 $/kg"],
                ["T4", D("2024-08-26"), 50, "50 % drêche pressée, moins de 6 h", "paille 50 %",
                 "pasteurisation à 80 °C, 2 h + chaux hydratée 2 %", "5 %", "0,31 $/kg"],
                ["T5", D("2024-09-16"), 50, "45 % drêche pressée, moins de 6 h", "paille 25 %, copeaux de feuillus 30 %",
                 "pasteurisation à 80 °C, 2 h + chaux hydratée 2 %", "8 %", "0,34 $/kg"],
            ]),
            ("récoltes", [
                ["lot", "sacs contaminés", "% contaminés", "colonisation complète", "efficacité biologique (2 volées)",
                 "remarque"],
                ["T1", 21, "42 %", "s.o.", "s.o.", "odeur aigre, vert au jour 9"],
                ["T2", 1, "2 %", "15 jours", "74 %", "trop cher"],
                ["T3", 9, "18 %", "19 jours", "58 %", ""],
                ["T4", 3, "6 %", "21 jours", "68 %", "sacs compacts, centre lent"],
                ["T5", 2, "4 %", "16 jours", "81 %", "retenue"],
            ]),
        ])),
        ("rapport_LMA-24-0562.pdf", pdf([
            ("title", "Rapport d'analyse LMA-24-0562"),
            ("p", "Identification des contaminants de sacs de culture de pleurotes et dénombrement des spores "
                  "bactériennes dans la drêche de brasserie"),
            ("p", "Client : Mycoferme Rouville, Marieville. Échantillons reçus le 7 août 2024 : six sacs de "
                  "culture contaminés (trois du lot T1, trois du lot T3), un seau de drêche prélevée à la sortie "
                  "de la cuve et un seau de drêche entreposée 48 h à la température ambiante. Analyses réalisées "
                  "du 8 au 16 août 2024. Rapport émis le 21 août 2024."),
            ("h1", "Méthodes"),
            ("p", "Isolement sur gélose PDA et identification morphologique des moisissures. Spores bactériennes "
                  "thermorésistantes : chauffage de la suspension à 80 °C pendant 10 min, puis dénombrement sur "
                  "gélose nutritive et identification par MALDI-TOF. pH mesuré au cœur des sacs."),
            ("h1", "Résultats"),
            ("table", [
                ["Échantillon", "Moisissure dominante", "Spores thermorésistantes (UFC/g)", "Bactérie dominante",
                 "pH au cœur"],
                ["Sacs T1", "Trichoderma harzianum", "2,1 x 10^6", "Bacillus licheniformis", "4,6"],
                ["Sacs T3", "Trichoderma harzianum", "4,8 x 10^5", "Bacillus licheniformis", "5,0"],
                ["Drêche à la sortie de la cuve", "aucune", "3,0 x 10^3", "Bacillus spp.", "5,4"],
                ["Drêche entreposée 48 h", "Penicillium sp. (traces)", "3,5 x 10^5", "Bacillus licheniformis",
                 "4,8"],
            ]),
            ("h1", "Interprétation"),
            ("p", "Les spores de Bacillus survivent à une pasteurisation à 80 °C. Leur nombre dans la drêche "
                  "augmente d'environ 100 fois après 48 h d'entreposage à la chaleur. L'acidification des sacs "
                  "contaminés est compatible avec une croissance bactérienne précoce qui affaiblit le mycélium et "
                  "favorise l'installation de Trichoderma. Les résultats ne concernent que les échantillons reçus."),
        ], header="Laboratoire de mycologie appliquée (LMA) - Saint-Hyacinthe", footer="Rapport LMA-24-0562")),
        ("note_RH_vacances_ete.txt", text("""
            NOTE DE SERVICE - Ressources humaines
            À : tous les employés de la Mycoferme Rouville
            De : Sylvie Gosselin, adjointe administrative
            Objet : vacances d'été

            Bonjour à tous,
            Comme chaque année, les vacances d'été sont accordées par priorité selon l'ancienneté. Merci de remplir le Formulaire de demande de congé (sur le babillard de la cuisine) d'ici la fin avril.
            Rappel : la banque de vacances non utilisée ne se reporte pas à l'année suivante, sauf entente écrite avec Étienne.
            Pendant les récoltes, on doit garder au moins deux personnes à la cueillette chaque jour.
            Merci!
            Sylvie
            """)),
    ],
)

# ---------------------------------------------------------------------------
# C07 isolant en vrac de fibre de bois (rabotures d'épinette) soufflé dans les entretoits : tassement,
#     moisissure et ignifugation (scierie, Lac-Etchemin), hiver-printemps 2025 - contrat de distribution DOCX en
#     bruit (nommé dans la question); journal de production .md (cibles seulement là; « 2025-01-20 », « le 4
#     février », « 18/02/2025 », « mercredi 5 mars », « ven. 21/03 », « du 7 au 11 avril » = une entrée, le 7,
#     « 2 mai 2025 »); CSV des essais (ISO; tassement et R en nombres seulement); rapport d'essais PDF (« reçus
#     le 14 avril 2025 », « du 15 au 28 avril 2025 » = une entrée, le 15, « 29 avril 2025 »; panneau radiant et
#     bore seulement dans le tableau). Valeurs voisines : 19 / 11 / 12 / 6 % de tassement.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_isolant_vrac_fibre_bois_entretoit",
        "question": "Bonjour, pourriez-vous rédiger les lignes 242, 244 et 246 pour notre isolant en vrac de fibre de bois (IF-25), avec un registre daté des travaux? J'ai joint le journal de production d'Émilie, le CSV des essais, le rapport du CEBD et le contrat de distribution avec Matériaux du Nord.",
        "facts": {
            "242": [["R-3,5 par pouce"], ["au plus 8 %"], ["95 % HR"], ["au plus 40 kg/m³"],
                    ["6,50 $"]],
            "244": [["broyeur à marteaux"], ["raffineur à disques"], ["acide borique en poudre"],
                    ["solution de borates"], ["sécheur flash"]],
            "246": [["R-3,8"], ["36 kg/m³"], ["6,10 $"], ["se sépare des fibres"], ["humidité à l'ensachage"]],
        },
        "dates": ["2025-01-20", "2025-02-04", "2025-02-18", "2025-03-05", "2025-03-21", "2025-04-07",
                  "2025-04-14", "2025-04-15", "2025-04-29", "2025-05-02"],
        "noise": ["territoire exclusif", "clause de non-concurrence", "ristourne annuelle de 3 %"],
        "bindings": [
            {"value": "19 %", "subject": "F1", "others": ["F2", "F3"]},
            {"value": "2,1 %", "subject": "F3", "others": ["F4", "F5"]},
            {"value": "12 %", "subject": "F4", "others": ["F3", "F5"]},
        ],
    },
    [
        ("journal_prod_IF-25.md", text("""
            # IF-25 - isolant en vrac fibre de bois - journal
            Fibres Etchemin inc. (filiale de la Scierie Lac-Etchemin). Émilie Lachance, ing. jr (procédés), Sylvain Roy (dir. d'usine), Jocelyn au raffineur.

            ## 2025-01-20 - démarrage
            On produit 40 t/semaine de rabotures d'épinette qui partent en litière de chevaux à presque rien. Idée de Sylvain : en faire un isolant en vrac pour souffler dans les entretoits, comme la cellulose, mais en fibre de bois. Il y en a en Europe, mais fait à partir de bois en copeaux défibré dans de grosses usines, pas avec des rabotures sèches de scierie. On sait pas si des rabotures (déjà sèches, courtes, pleines de fines) peuvent donner une fibre qui tient sans tasser, ni comment fixer l'ignifugeant dessus.
            Cibles (pour viser l'homologation CCMC plus tard) :
            - résistance thermique au moins R-3,5 par pouce à la densité installée
            - tassement au plus 8 % (essai de vibration + cycles d'humidité)
            - aucune moisissure après 28 jours à 95 % HR (méthode ASTM C1338)
            - panneau radiant critique au moins 0,12 W/cm² (ignifugation)
            - densité installée au plus 40 kg/m³ (sinon trop de poids sur les plafonds)
            - coût de fabrication au plus 6,50 $ le sac de 12 kg

            ## le 4 février - F1
            F1 = rabotures passées au broyeur à marteaux (tamis 6 mm), rien d'autre. Soufflé dans la boîte d'essai de 1,2 x 2,4 m.
            F1 = des bouts courts, ça coule comme du sable. Tassement de 19 % pour F1 après la table vibrante. Moisi au jour 7 dans la chambre humide.

            ## 18/02/2025 - F2
            F2 = rabotures étuvées à la vapeur 3 min puis défibrées au raffineur à disques (le vieux raffineur de la ligne de panneaux, remis en marche par Jocelyn). Vraies fibres, ça fait de la ouate.
            Tassement 11 %, R-3,7 au pouce. Mais moisissure au jour 14. Faut un traitement.

            ## mercredi 5 mars - F3
            F3 = F2 + 8 % d'acide borique en poudre mélangé à sec dans le convoyeur (comme certains font pour la cellulose).
            Pas de moisissure. Mais après passage dans la souffleuse de location, le bore est tout sauf uniforme : le sac le plus pauvre de F3 est à 2,1 % d'acide borique pis il brûle au panneau radiant. La poudre tombe au fond du sac.

            ## ven. 21/03 - F4
            F4 = F2 + solution de borates (borax + acide borique, 25 % dans l'eau chaude) pulvérisée dans le tuyau de soufflage à la sortie du raffineur. Le bore colle aux fibres, uniforme entre les sacs.
            Moisissure OK, panneau radiant OK. Mais F4 tasse de 12 %, pire que F2! Les fibres sortent à 18 % d'humidité avec l'eau de la solution, pis elles s'affaissent dans le sac.

            ## du 7 au 11 avril - F5 pilote
            F5 = F4 + sécheur flash jusqu'à 8 % d'humidité avant l'ensachage + plaques de raffineur à barres fines (fibres plus longues, moins de fines). 4 t produites, échantillons au CEBD le 14.

            ## 2 mai 2025 - bilan
            Rapport CEBD reçu. F5 retenue : R-3,8 au pouce, tassement 6 %, aucune moisissure à 28 jours, densité installée 36 kg/m³, panneau radiant passé, 6,10 $ le sac.
            Appris :
            - le tassement dépend surtout de l'humidité à l'ensachage et des fines, pas juste de la longueur des fibres
            - l'acide borique en poudre se sépare des fibres dans la souffleuse; il faut l'appliquer en solution sur les fibres chaudes
            - mais l'eau de la solution doit être retirée avant l'ensachage, sinon la fibre s'affaisse
            Suite : dossier CCMC + essai terrain dans cinq maisons de la région
            """)),
        ("essais_IF-25.csv", text("""
            date;formule;procédé;traitement;humidité à l'ensachage (%);densité installée (kg/m³);R par pouce;tassement (%);moisissure (jour d'apparition)
            2025-02-04;F1;broyeur à marteaux;aucun;9;44;3,2;19;7
            2025-02-18;F2;raffineur à disques;aucun;10;35;3,7;11;14
            2025-03-05;F3;raffineur à disques;acide borique en poudre 8 %;10;37;3,6;10;aucune à 28
            2025-03-21;F4;raffineur à disques;solution de borates;18;39;3,6;12;aucune à 28
            2025-04-07;F5;raffineur à disques barres fines + sécheur flash;solution de borates;8;36;3,8;6;aucune à 28
            """)),
        ("rapport_CEBD-25-0148.pdf", pdf([
            ("title", "Rapport d'essais CEBD-25-0148"),
            ("p", "Isolant en vrac de fibre de bois : conductivité thermique, tassement, résistance à la "
                  "moisissure, panneau radiant critique et teneur en bore"),
            ("p", "Client : Fibres Etchemin inc., Lac-Etchemin. Échantillons reçus le 14 avril 2025 : six sacs de "
                  "la formule F5 (production pilote) et deux sacs résiduels de la formule F3. Essais réalisés du "
                  "15 au 28 avril 2025. Rapport émis le 29 avril 2025."),
            ("h1", "Méthodes"),
            ("p", "Conductivité thermique selon ASTM C518 à la densité installée. Tassement par vibration et "
                  "cycles d'humidité. Moisissure selon ASTM C1338 (28 jours, 95 % HR, 30 °C). Panneau radiant "
                  "critique selon ASTM E970. Bore par ICP, exprimé en acide borique équivalent."),
            ("h1", "Résultats"),
            ("table", [
                ["Échantillon", "R par pouce", "Tassement", "Moisissure", "Panneau radiant critique",
                 "Acide borique éq."],
                ["F5, moyenne de 6 sacs", "3,8", "5,8 %", "aucune croissance", "0,16 W/cm²", "7,9 % (7,6 à 8,2)"],
                ["F3, sac A", "3,6", "s.o.", "aucune croissance", "0,14 W/cm²", "9,5 %"],
                ["F3, sac B", "3,6", "s.o.", "croissance légère", "0,09 W/cm²", "2,3 %"],
            ]),
            ("h1", "Commentaires"),
            ("p", "La formule F5 satisfait aux critères visés par le client pour l'ensemble des six sacs. Les deux "
                  "sacs de la formule F3 présentent une teneur en bore très différente; le sac le plus pauvre ne "
                  "satisfait pas au critère du panneau radiant. Les résultats ne s'appliquent qu'aux échantillons "
                  "reçus."),
        ], header="Centre d'essais Bâtiment Durable (CEBD) - Lévis", footer="Rapport CEBD-25-0148 - confidentiel")),
        ("contrat_distribution_Materiaux_Nord.docx", docx([
            ("title", "Contrat de distribution"),
            ("p", "Entre Fibres Etchemin inc. (le « Fabricant ») et Matériaux du Nord inc. (le « Distributeur »)."),
            ("h1", "1. Objet"),
            ("p", "Le Fabricant confie au Distributeur la vente de ses produits d'isolation en sacs auprès des "
                  "quincailleries et des entrepreneurs."),
            ("h1", "2. Territoire"),
            ("p", "Le Distributeur obtient un territoire exclusif comprenant les régions de la Chaudière-"
                  "Appalaches, de la Côte-du-Sud et du Bas-Saint-Laurent."),
            ("h1", "3. Prix et ristourne"),
            ("p", "Les prix sont ceux de la liste du Fabricant en vigueur. Le Distributeur a droit à une "
                  "ristourne annuelle de 3 % sur ses achats au-delà de 150 000 $."),
            ("h1", "4. Obligations du Distributeur"),
            ("p", "Le Distributeur s'engage à une clause de non-concurrence : il ne vendra aucun isolant en vrac "
                  "concurrent sur le territoire pendant la durée du contrat."),
            ("h1", "5. Durée"),
            ("p", "Le contrat a une durée de trois ans, renouvelable par accord écrit des parties."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# C08 déglaçant liquide pour trottoirs à base de saumure et de perméat de lactosérum (produits d'entretien,
#     Princeville), automne 2024 - hiver 2025 - liste de prix CSV en bruit (nommée dans la question); fil de
#     courriels .txt (cibles seulement là; en-têtes « mardi 17 septembre 2024 », « 24/09/2024 »,
#     « 2025-02-04 »); rapport d'étape DOCX (« 31 mars 2025 », « le 7 octobre », « semaine du 21 octobre »,
#     « 4 novembre 2024 », « 2024-11-25 », « du 2 au 6 décembre » = une entrée, le 2, « jeu. 16/01 »);
#     classeur XLSX (mélanges dans « mélanges », résultats seulement dans « résultats »). Valeurs voisines :
#     corrosion 33 / 26 / 24 / 28 / 29 %; frottement 0,44 / 0,41 / 0,31 / 0,34 / 0,47.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_deglacant_permeat_lactoserum",
        "question": "Bonjour, pourriez-vous nous préparer les lignes 242, 244 et 246 pour le projet de déglaçant au perméat (DG-24) et un registre daté des travaux? Vous trouverez le rapport d'étape de Guillaume, le classeur des essais, nos courriels avec la Ville de Plessisville et la fromagerie, et notre liste de prix aux municipalités.",
        "facts": {
            "242": [["au plus -22 °C"], ["au plus 30 %"], ["120 jours"], ["au moins 0,45"], ["0,32 $/L"]],
            "244": [["perméat concentré"], ["lactase"], ["sorbate de potassium"], ["pH 4,5"]],
            "246": [["-22,8 °C"], ["29 %"], ["0,47"], ["0,27 $/L"], ["cristallisation du lactose"]],
        },
        "dates": ["2024-09-17", "2024-09-24", "2024-10-07", "2024-10-21", "2024-11-04", "2024-11-25",
                  "2024-12-02", "2025-01-16", "2025-02-04", "2025-03-31"],
        "noise": ["Dégraissant pour garages municipaux", "Livraison incluse à partir de 1 000 $",
                  "Savon à vaisselle commercial"],
        "bindings": [
            {"value": "9 jours", "subject": "B1", "others": ["B2", "B3"]},
            {"value": "26 %", "subject": "B2", "others": ["B1", "B3"]},
            {"value": "0,31", "subject": "B3", "others": ["B4", "B5"]},
        ],
    },
    [
        ("rapport_etape_DG-24.docx", docx([
            ("title", "DG-24 - Déglaçant liquide au perméat de lactosérum"),
            ("p", "Rapport d'étape au 31 mars 2025. Produits d'Entretien Princeville inc. Guillaume Fortier, "
                  "chimiste (R-D), avec Karine Lapointe (technicienne de laboratoire)."),
            ("h1", "1. Contexte"),
            ("p", "Les municipalités cherchent à réduire la corrosion et le sel sur les trottoirs. Des saumures "
                  "additionnées de jus de betterave ou de saumure de fromage sont déjà utilisées ailleurs. La "
                  "Fromagerie Bois-Joli nous offre son perméat de lactosérum (le liquide qui reste après "
                  "l'extraction des protéines, environ 18 % de lactose), qu'elle paie pour faire épandre. Le "
                  "lactose pose des problèmes que ces produits n'ont pas : il est peu soluble au froid et il "
                  "fermente facilement. Nous n'avons trouvé aucune donnée sur son comportement dans une saumure "
                  "stockée l'hiver dans un réservoir non chauffé."),
            ("h1", "2. Mélanges essayés"),
            ("p", "B1, le 7 octobre : saumure de NaCl à 23 % + 20 % de perméat liquide brut. B1 fermente en "
                  "9 jours dans le réservoir d'essai (mousse, odeur aigre) et des cristaux se forment à -10 °C."),
            ("p", "B2, semaine du 21 octobre : perméat concentré par évaporation (50 % de solides), 15 % dans la "
                  "saumure. Corrosion de 26 % pour B2, mais le lactose cristallise dans le réservoir à -10 °C et "
                  "bouche les buses du pulvérisateur."),
            ("p", "B3, 4 novembre 2024 : perméat hydrolysé à la lactase (le lactose est coupé en glucose et "
                  "galactose, beaucoup plus solubles), 20 % dans la saumure. Plus de cristaux jusqu'à -25 °C, mais "
                  "B3 fermente en 12 jours et laisse un film collant : frottement de 0,31 au pendule pour B3."),
            ("p", "B4, 2024-11-25 : B3 + sorbate de potassium 0,1 % et acidification à pH 4,5. Plus de "
                  "fermentation, mais le film reste glissant."),
            ("p", "B5, du 2 au 6 décembre : B4 ramené à 12 % de perméat hydrolysé, pour moins de sucre sur le "
                  "trottoir. Essai sur les trottoirs du centre-ville de Plessisville le jeu. 16/01 et pendant "
                  "trois semaines ensuite."),
            ("h1", "3. Résultats"),
            ("p", "Voir le classeur d'essais. B5 est retenu : point de congélation de -22,8 °C, corrosion égale "
                  "à 29 % de celle de la saumure seule, frottement de 0,47 sur béton traité, aucune fermentation "
                  "ni cristallisation en réservoir non chauffé après 120 jours, coût de 0,27 $/L."),
            ("h1", "4. Ce que nous avons appris"),
            ("b", "La cristallisation du lactose au froid, et non la fermentation, était le premier obstacle; "
                  "l'hydrolyse par la lactase le règle complètement."),
            ("b", "La fermentation se contrôle par le pH et le sorbate; la saumure seule ne suffit pas à "
                  "l'empêcher."),
            ("b", "L'effet anticorrosion plafonne vers 12 % de perméat hydrolysé; au-delà, on ajoute surtout "
                  "du sucre qui rend le trottoir glissant."),
            ("h1", "5. Suite"),
            ("p", "Essai avec deux autres municipalités l'hiver prochain; demande d'avis au ministère de "
                  "l'Environnement sur le ruissellement (demande biochimique en oxygène)."),
        ])),
        ("essais_DG-24.xlsx", xlsx([
            ("mélanges", [
                ["code", "préparé le", "saumure NaCl", "perméat", "traitement", "additifs", "coût"],
                ["B1", D("2024-10-07"), "23 %", "20 % brut", "aucun", "aucun", "0,21 $/L"],
                ["B2", D("2024-10-21"), "23 %", "15 % perméat concentré", "évaporation", "aucun", "0,29 $/L"],
                ["B3", D("2024-11-04"), "23 %", "20 % hydrolysé", "lactase", "aucun", "0,30 $/L"],
                ["B4", D("2024-11-25"), "23 %", "20 % hydrolysé", "lactase", "sorbate de potassium 0,1 %, pH 4,5",
                 "0,33 $/L"],
                ["B5", D("2024-12-02"), "23 %", "12 % hydrolysé", "lactase", "sorbate de potassium 0,1 %, pH 4,5",
                 "0,27 $/L"],
            ]),
            ("résultats", [
                ["code", "point de congélation", "cristaux en réservoir", "fermentation", "corrosion (% de la "
                 "saumure seule)", "frottement au pendule (béton traité)"],
                ["B1", "-19,5 °C", "oui, à -10 °C", "9 jours", "33 %", "0,44"],
                ["B2", "-20,6 °C", "oui, à -10 °C", "31 jours", "26 %", "0,41"],
                ["B3", "-23,9 °C", "non", "12 jours", "24 %", "0,31"],
                ["B4", "-23,7 °C", "non", "aucune à 120 jours", "28 %", "0,34"],
                ["B5", "-22,8 °C", "non", "aucune à 120 jours", "29 %", "0,47"],
            ]),
        ])),
        ("courriels_DG-24.txt", text("""
            De : Guillaume Fortier <gfortier@entretienprinceville.example>
            Envoyé : mardi 17 septembre 2024 13:05
            À : Daniel Côté <dcote@plessisville.example>
            Cc : Nathalie Bergeron <nbergeron@fromageriebois-joli.example>
            Objet : déglaçant au perméat - projet d'essai

            Bonjour M. Côté,
            Suite à notre rencontre au congrès de l'AQTr : la Fromagerie Bois-Joli (Nathalie en copie) a environ 30 000 L de perméat par semaine dont elle ne sait pas quoi faire. On aimerait mettre au point un déglaçant liquide pour vos trottoirs, saumure + perméat, moins corrosif que votre saumure actuelle. Seriez-vous prêt à faire des essais cet hiver au centre-ville? Pouvez-vous me dire ce dont vous auriez besoin?
            Guillaume

            ---
            De : Daniel Côté <dcote@plessisville.example>
            Envoyé : 24/09/2024 07:48
            À : Guillaume Fortier <gfortier@entretienprinceville.example>
            Objet : RE: déglaçant au perméat - projet d'essai

            Bonjour Guillaume,
            Intéressé, mais j'ai des conditions, on s'est fait avoir avec un produit au jus de betterave qui collait aux bottes pis qui puait dans le réservoir :
            - faut que ça marche jusqu'à -20 °C sur le trottoir, donc point de congélation au plus -22 °C
            - corrosion au plus 30 % de celle de notre saumure (nos chenillettes rouillent)
            - notre réservoir de 10 000 L est dans la cour, pas chauffé : aucune fermentation ni cristaux pendant au moins 120 jours
            - pas glissant : le service de l'ingénierie demande un frottement au moins 0,45 au pendule sur le béton traité (plaintes des piétons)
            - prix au plus 0,32 $/L livré
            Daniel Côté, contremaître voirie

            ---
            De : Daniel Côté <dcote@plessisville.example>
            Date : 2025-02-04 15:20
            À : Guillaume Fortier <gfortier@entretienprinceville.example>
            Objet : retour sur l'essai au centre-ville

            Guillaume,
            Trois semaines sur la rue Saint-Calixte avec B5 : pas de plaintes de glissade, pas d'odeur dans le réservoir, les buses bouchent plus. Les gars trouvent que ça tient mieux que la saumure seule après une petite neige. On continue jusqu'à la fin de l'hiver.
            Daniel
            """)),
        ("liste_prix_municipalites_2025.csv", text("""
            produit;format;prix unitaire;prix par 10 unités;note
            Savon à vaisselle commercial;20 L;64,00 $;600,00 $;sans phosphates
            Dégraissant pour garages municipaux;205 L;690,00 $;6 500,00 $;biodégradable
            Nettoyant pour vitres;4 L;18,50 $;170,00 $;
            Désinfectant pour arénas;20 L;89,00 $;840,00 $;homologué DIN
            Livraison incluse à partir de 1 000 $;;;;
            """)),
    ],
)
