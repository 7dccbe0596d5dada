#!/usr/bin/env python3
"""Builds the French multi-file evidence cases of the nineteenth first-contact set (fr/evidence_first_19).

Run:  python3 make_files.py        then  python3 ../../check_cases.py . -v
Needs: python-docx, openpyxl, reportlab (standard fonts only). Self-contained (no shared helper module).
Writes every evidence file of every case into this folder, then cases.json (same schema as fr/evidence_first_18:
name, question, language, files, facts, dates, noise, bindings). cases.json is rewritten after each case.

Eight small francophone Canadian firms, 2024-2025 projects, in subjects not used by any earlier set: jus d'aronia
trop astringent (ferme, Lanaudière), couronnes diamantées imprégnées qui se polissent dans la formation de fer
(foreuse au diamant, Val-d'Or; chantier près de Fermont), refroidissement à bord du thon rouge (coopérative de
pêcheurs, Shippagan, N.-B.), protecteurs de hanche qui perdent leur absorption au lavage industriel (fabricant,
Lévis), serre chauffée par la chaleur de mineurs de cryptomonnaie en immersion (serriculteur, Beauce), abri
d'auto temporaire qui s'effondre sous la neige mouillée (fabricant, Drummondville), séchage des rameaux d'if du
Canada sans perte de taxanes (groupement forestier, Témiscouata), métré automatique des conduits de ventilation
sur plans PDF (entrepreneur en ventilation, Laval).

Two questions are in English over French records ("language": "en"). Each case has 3 or 4 files in at least
three formats. Seven cases carry non-record content of kinds new to the French sets: whole files (soumission de
location, invitation à un salon, certificat de garantie, facture d'Hydro-Québec) or passages pasted inside a
record file (infolettre inside e-mails, avis du syndicat de copropriété inside e-mails, publication LinkedIn inside
a dev journal). The if du Canada case has no noise.

Built-in difficulties: the couronnes case has three runs (passes) per variant in a workbook with several sheets,
and the averages live on another sheet; the thon rouge case states its key target (core temperature and delay)
only in a buyer's e-mail; the serre case keeps daily data on one sheet and failures on another; several cases
have a half-met target or an open question that must not be written as a success.

Dates in many French forms: « 3 mars 2025 », « le 2 juin », « 17/04/2025 », ISO dates (CSV, XLSX date cells),
« mardi 12 », « ### jeu. 6 » under a month header. Every listed date is also written somewhere in a form
check_cases.py reads. Dates written only in noise text are not listed.
Decimal commas, Quebec and Acadian usage and anglicisms, « 1,2 % », « -10 °C ».

Facts are what a careful consultant would need on each line: 242 the targets with their numbers, 244 the
hypotheses / variants / methods, 246 the results and what the failures ruled out. Bindings are coded variants
with close values (the value belongs to its subject, never to the others).
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





# ---------------------------------------------------------------------------
# C01 jus d'aronia trop astringent (ferme, Saint-Jacques, Lanaudière), automne 2024 - journal .md sous en-têtes de
#     mois; classeur XLSX des essais (dates ISO); courriels .txt avec le labo et la conseillère, une infolettre
#     régionale collée au milieu; rapport du labo PDF. Valeurs voisines : 3,9 / 4,2 / 4,6 / 5,1 / 7,8 / 8,4 sur 10
#     d'astringence. Piège : la nouvelle étiquette et le kiosque sont du travail courant.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_jus_aronia_astringence_collage_vegetal",
        "question": "Bonjour, pourriez-vous rédiger les lignes 242, 244 et 246 pour notre projet de jus d'aronia moins astringent (AJ-24), avec un registre daté des travaux? Je vous envoie mon journal, le classeur des essais, nos courriels avec le labo et le rapport d'analyses.",
        "facts": {
            "242": [["au plus 4/10"], ["au moins 80 %"], ["100 % aronia"], ["au moins 70 %"]],
            "244": [["protéine de pois"], ["PVPP"], ["pectinase"], ["décantation à froid"]],
            "246": [["3,9/10"], ["84 %"], ["goût de pois"], ["65 %"]],
        },
        "dates": ["2024-08-27", "2024-09-03", "2024-09-05", "2024-09-10", "2024-09-12", "2024-09-17",
                  "2024-09-20", "2024-09-24", "2024-09-30", "2024-10-15", "2024-10-22"],
        "noise": ["Marché de Noël de Joliette", "Gala Saveurs Lanaudière",
                  "Pour ne plus recevoir cette infolettre"],
        "bindings": [
            {"value": "5,1/10", "subject": "J2", "others": ["J1", "J3"]},
            {"value": "4,6/10", "subject": "J4", "others": ["J3", "J5"]},
            {"value": "7,8/10", "subject": "J5", "others": ["J4", "J6"]},
        ],
    },
    [
        ("journal_AJ-24.md", text("""
            # Journal AJ-24 - jus d'aronia moins astringent
            Ferme Les Baies du Rang Double, Saint-Jacques (Lanaudière). Tenu par Véronique Lafortune, copropriétaire. Sylvain (mon chum) s'occupe du pressoir.

            ## Pourquoi on fait ça
            On a 2,5 ha d'aronia (Viking et Nero). Le jus pur se vend mal : les gens goûtent au kiosque et font la grimace, ça « râpe » la langue et ça assèche la bouche. Les autres producteurs le coupent avec du jus de pomme ou ajoutent du sucre, mais nous on veut vendre du 100 % aronia, c'est notre argument (antioxydants). Le problème : ce qui donne l'astringence (les tanins, proanthocyanidines) et ce qui donne la couleur et les antioxydants (les anthocyanes) se ressemblent, et les produits de collage qui enlèvent l'un enlèvent souvent l'autre. Les doses publiées sont pour le vin ou le jus de pomme, qui ont 5 à 10 fois moins de tanins que l'aronia. On ne trouve rien sur l'aronia. Et on ne veut pas de gélatine ni de caséine (clientèle végane).

            ## Août 2024

            ### mardi le 27 août - départ
            Rencontre avec Sylvain et Maude (conseillère en transformation). Nos objectifs :
            - astringence au plus 4/10 au panel (le jus actuel est autour de 8);
            - garder au moins 80 % des anthocyanes après traitement (mesurées au labo);
            - rester à 100 % aronia, rien d'ajouté sauf un agent de collage végétal qu'on retire;
            - rendement au pressage au moins 70 % (on fait 63 % à froid).
            Méthode : panel de 8 personnes (famille, employés, 2 clients fidèles), jus servi à 10 °C, on note l'astringence de 0 à 10, verre codé. Anthocyanes avant/après au labo (Polyphéno).

            ## Septembre 2024

            ### mardi le 3
            Pressage des baies fraîches au pressoir à bande, à froid : rendement 63 %. J1 = jus témoin, sans traitement.
            J2 = même jus + protéine de pois à 0,4 g/L, on brasse, on laisse reposer 24 h à la température de la chambre froide (6 °C), on soutire.

            ### jeu. 5
            Panel J1 et J2. J1 donne 8,4/10 d'astringence. Avec la protéine de pois, J2 descend à 5,1/10 : ça marche, mais pas assez.

            ### mardi le 10
            J3 = protéine de pois à 0,8 g/L (on double la dose).
            J4 = PVPP à 1 g/L (polyvinylpolypyrrolidone, le produit de collage du vin blanc, fourni par la cidrerie voisine), 24 h puis soutirage.
            En parallèle, 60 kg de baies au congélateur à -20 °C pour J5.

            ### jeu. 12
            Panel J3 et J4. J3 tombe à 4,2/10, mais tout le monde sent un goût de pois, « comme de la soupe ». Dose de 0,8 g/L rejetée, peu importe le reste.
            Le PVPP donne 4,6/10 à J4. La couleur de J4 est visiblement plus pâle, plus brique que violet. Pas bon signe pour les anthocyanes.

            ### mardi le 17
            J5 = baies congelées à -20 °C, décongelées, broyées, pectinase 2 h à 45 °C avant le pressoir. Rendement 76 %! Mais J5 est plus astringent : 7,8/10 au panel le jour même. Logique, on extrait plus de tout, tanins compris, la peau se vide.

            ### ven. 20
            J6 = recette de J5 (congélation + pectinase) + protéine de pois 0,4 g/L + décantation à froid de 48 h à 2 °C, puis soutirage. L'idée : laisser plus de temps aux complexes tanins-protéines pour tomber. Rendement après soutirage : 72 % (on perd un peu dans la lie).

            ### mardi le 24
            Panel J6 : 3,9/10. Premier essai sous l'objectif de 4. Pas de goût de pois à 0,4 g/L. Couleur belle.

            ### lun. 30
            Échantillons J1 à J6 envoyés au labo Polyphéno (glacière, 500 mL chaque).

            ## Octobre 2024

            ### mardi le 15 octobre
            Rapport du labo reçu (voir courriels). Rétention des anthocyanes : J2 88 %, J3 81 %, J4 65 %, J6 84 %. Le PVPP enlève autant la couleur que les tanins, on l'écarte. J6 garde 84 %, au-dessus de 80 %.

            ### mardi le 22 octobre - bilan
            On retient J6. Astringence, anthocyanes et rendement sont OK, mais sur un seul lot de baies.
            Reste à voir : les bouteilles pasteurisées de J6 ont un léger dépôt au fond après 3 semaines. On ne sait pas si ça va continuer ni si les clients vont l'accepter. Test de conservation de 6 mois lancé.
            Hors projet : nouvelle étiquette avec le graphiste et agrandissement du kiosque pour l'an prochain.
            """)),
        ("essais_AJ-24.xlsx", xlsx([
            ("Essais", [
                ["essai", "date_pressage", "date_panel", "traitement", "dose_g_L", "rendement_pct", "astringence_sur_10",
                 "remarque"],
                ["J1", D("2024-09-03"), D("2024-09-05"), "aucun (témoin)", 0, 63, 8.4, "jus frais, pressoir à bande"],
                ["J2", D("2024-09-03"), D("2024-09-05"), "protéine de pois", 0.4, 63, 5.1, ""],
                ["J3", D("2024-09-10"), D("2024-09-12"), "protéine de pois", 0.8, 62, 4.2, "goût de pois - rejeté"],
                ["J4", D("2024-09-10"), D("2024-09-12"), "PVPP", 1.0, 62, 4.6, "couleur pâle, brique"],
                ["J5", D("2024-09-17"), D("2024-09-17"), "congélation -20 °C + pectinase 45 °C", 0, 76, 7.8,
                 "plus de tanins extraits"],
                ["J6", D("2024-09-20"), D("2024-09-24"), "J5 + pois + décantation 48 h à 2 °C", 0.4, 72, 3.9,
                 "RETENU - léger dépôt en bouteille"],
            ]),
        ])),
        ("courriels_AJ-24.txt", text("""
            De : Véronique Lafortune <info@baiesrangdouble.example>
            À : Service à la clientèle Polyphéno
            Date : 30 septembre 2024 16:05
            Objet : Échantillons jus d'aronia - 6 bouteilles

            Bonjour,

            Je vous envoie aujourd'hui par Purolator 6 échantillons de jus d'aronia (J1 à J6), 500 mL chacun, dans une glacière. On aimerait les anthocyanes totales et les proanthocyanidines pour chaque échantillon. Pour J2, J3, J4 et J6, on veut savoir quel pourcentage des anthocyanes on garde après le collage (J2, J3 et J4 sont faits avec le jus J1 avant traitement, J6 avec le jus J5).

            Merci!
            Véronique

            ----------------------------------------------------------------

            De : Table agroalimentaire de Lanaudière <nouvelles@tablelanaudiere.example>
            Objet : L'Écho du terroir - édition d'automne

            Dans ce numéro :
            * Inscriptions ouvertes pour le Marché de Noël de Joliette : kiosques de 10 pi, électricité incluse.
            * Réservez votre table au Gala Saveurs Lanaudière, catégorie « Produit de l'année ».
            * Portrait d'une fromagerie de Saint-Jean-de-Matha.
            * Rappel : la campagne « Mangez Lanaudière » cherche des fermes pour ses capsules vidéo.
            Pour ne plus recevoir cette infolettre, répondez STOP.

            ----------------------------------------------------------------

            De : Julien Cormier, chimiste <jcormier@polypheno.example>
            À : Véronique Lafortune
            Cc : Maude Ricard
            Date : 15 oct. 2024 11:20
            Objet : RE: Échantillons jus d'aronia - rapport PP-24-0412

            Bonjour Véronique,

            Vous trouverez le rapport en pièce jointe. En résumé : la protéine de pois garde bien les anthocyanes (88 % à 0,4 g/L, 81 % à 0,8 g/L). Le PVPP en enlève beaucoup : il ne reste que 65 % dans J4, ce qui correspond à ce qu'on voit dans les vins rouges. J6 garde 84 % et c'est l'échantillon le plus bas en proanthocyanidines après J3.

            Une mise en garde : on voit un début de trouble dans J6 à la centrifugation. Ça peut venir de complexes protéine-tanins qui restent en suspension et qui tombent plus tard en bouteille. Je n'ai pas de données pour l'aronia là-dessus.

            Julien
            """)),
        ("rapport_Polypheno_PP-24-0412.pdf", pdf([
            ("title", "Rapport d'analyses PP-24-0412"),
            ("p", "Client : Ferme Les Baies du Rang Double, Saint-Jacques. Six échantillons de jus d'aronia reçus le "
                  "30 septembre 2024 à 4 °C. Rapport émis le 15 octobre 2024."),
            ("h1", "Méthodes"),
            ("p", "Anthocyanes monomériques totales : méthode du pH différentiel, exprimées en équivalent "
                  "cyanidine-3-glucoside. Proanthocyanidines : méthode DMAC. Analyses en duplicata."),
            ("h1", "Résultats"),
            ("table", [
                ["Échantillon", "Anthocyanes (mg/L)", "Référence avant collage (mg/L)", "Rétention",
                 "Proanthocyanidines (mg/L)"],
                ["J1", "1 480", "s.o.", "s.o.", "5 200"],
                ["J2", "1 302", "1 480", "88 %", "3 650"],
                ["J3", "1 199", "1 480", "81 %", "2 900"],
                ["J4", "962", "1 480", "65 %", "3 100"],
                ["J5", "1 560", "s.o.", "s.o.", "5 900"],
                ["J6", "1 310", "1 560", "84 %", "3 050"],
            ]),
            ("h1", "Commentaires"),
            ("p", "Le PVPP retire une part importante des anthocyanes. La protéine de pois est plus sélective "
                  "envers les proanthocyanidines. Un léger trouble a été observé dans J6 après centrifugation; la "
                  "stabilité en bouteille n'a pas été évaluée."),
            ("small", "Ces résultats ne se rapportent qu'aux échantillons reçus."),
        ], header="Laboratoire Polyphéno inc., Saint-Hyacinthe - composés phénoliques", footer="PP-24-0412")),
    ],
)

# ---------------------------------------------------------------------------
# C02 couronnes diamantées imprégnées qui se polissent dans la formation de fer rubanée (foreuse au diamant,
#     Val-d'Or; chantier près de Fermont), hiver 2025 - question en anglais. Rapport de projet DOCX à titres;
#     classeur XLSX à trois feuilles (Passes : trois passes par variante; Couronnes; Synthèse des moyennes);
#     courriels .txt (fabricant de couronnes, client); soumission de location PDF en bruit.
#     Valeurs voisines : 2,1 / 4,0 / 5,2 / 6,4 / 6,8 cm/min; 18 / 23 / 41 / 48 / 67 m par couronne.
# ---------------------------------------------------------------------------
PASSES_CD = [["passe", "date_debut", "quart", "trou", "couronne", "de_m", "a_m", "metres", "penetration_cm_min",
              "rpm", "poussee_lb", "eau_L_min", "recuperation_pct", "etat_a_la_sortie"]]
_runs = [
    ("C1", "CD-25-05", [("2025-01-21", "jour", 17, 2.3, 98), ("2025-01-21", "nuit", 19, 1.9, 99),
                        ("2025-01-22", "jour", 18, 2.1, 98)], 1100, 6000, 38, "polie, diamants à ras"),
    ("C2", "CD-25-05", [("2025-01-28", "jour", 24, 3.6, 97), ("2025-01-28", "nuit", 21, 4.2, 97),
                        ("2025-01-29", "jour", 24, 4.2, 98)], 1100, 6000, 38, "polie au centre"),
    ("C3", "CD-25-06", [("2025-02-04", "jour", 38, 5.0, 97), ("2025-02-04", "nuit", 44, 5.6, 98),
                        ("2025-02-05", "jour", 41, 5.0, 97)], 1100, 6500, 34, "usure régulière des gradins"),
    ("C4", "CD-25-06", [("2025-02-11", "jour", 49, 6.9, 95), ("2025-02-11", "nuit", 45, 6.5, 93),
                        ("2025-02-12", "jour", 50, 7.0, 94)], 1100, 6500, 34, "diamants bien dégagés"),
    ("C5", "CD-25-07", [("2025-02-25", "jour", 70, 6.1, 97), ("2025-02-25", "nuit", 62, 6.6, 96),
                        ("2025-02-26", "jour", 69, 6.5, 98)], 900, 7500, 30, "usure régulière"),
]
_n = 0
_depth = {"CD-25-05": 120.0, "CD-25-06": 95.0, "CD-25-07": 88.0}
for var, hole, runs, rpm, thrust, water, state in _runs:
    for day, shift, m, pen, rec in runs:
        _n += 1
        de = _depth[hole]
        _depth[hole] = de + m
        PASSES_CD.append([f"P{_n:02d}", D(day), shift, hole, var, de, de + m, m, pen, rpm, thrust, water, rec,
                          state if var != "C4" or _n != 12 else "diamants dégagés; garnitures de la pompe usées"])
case(
    {
        "name": "fr_couronnes_diamant_formation_fer_rubanee",
        "language": "en",
        "question": "Hi, could you draft lines 242, 244 and 246 for our diamond core bit project (CD-25), with a dated log of the work? Our records are in French: Patrick's project report, the bit runs workbook, our e-mails with the bit maker and the client, and a rental quote we got for the camp.",
        "facts": {
            "242": [["au moins 6 cm/min"], ["au moins 60 m"], ["au moins 95 %"], ["au plus 25 $/m"]],
            "244": [["série 12"], ["profil à gradins"], ["sable de silice"], ["matrice expérimentale"]],
            "246": [["6,4 cm/min"], ["67 m"], ["garnitures de la pompe"], ["19 $/m"]],
        },
        "dates": ["2025-01-14", "2025-01-21", "2025-01-22", "2025-01-28", "2025-01-29", "2025-02-04", "2025-02-05",
                  "2025-02-11", "2025-02-12", "2025-02-25", "2025-02-26", "2025-03-10"],
        "noise": ["Location Nordik Équipement", "Camion-citerne de 10 000 L", "Protection dommages de 15 %"],
        "bindings": [
            {"value": "4,0 cm/min", "subject": "C2", "others": ["C1", "C3"]},
            {"value": "41 m", "subject": "C3", "others": ["C2", "C4"]},
            {"value": "6,8 cm/min", "subject": "C4", "others": ["C3", "C5"]},
        ],
    },
    [
        ("rapport_projet_CD-25.docx", docx([
            ("title", "CD-25 - Couronnes imprégnées pour la formation de fer rubanée"),
            ("p", "Forages Abitibi-Nord inc., Val-d'Or. Rapport de Patrick Lemire, directeur technique, à "
                  "Chantal Beaulieu, présidente. Version du 10 mars 2025."),
            ("h1", "1. Contexte"),
            ("p", "Depuis l'automne, on fore en NQ pour un client sur une propriété de fer près de Fermont. La "
                  "roche est une formation de fer rubanée (jaspilite à magnétite) très dure mais à grain très fin, "
                  "donc peu abrasive. Nos couronnes imprégnées habituelles se polissent : la matrice ne s'use pas, "
                  "les diamants ne se dégagent plus et la couronne « glace ». On perce à 2 cm/min et on sort la "
                  "tige pour changer de couronne aux 18 m, ce qui fait 3 à 4 remontées par poste. Les tableaux "
                  "des fabricants choisissent la série de matrice selon la dureté de la roche seulement; ils "
                  "n'ont rien pour une roche à la fois aussi dure et aussi peu abrasive, et leur représentant n'a "
                  "pas su nous dire quelle combinaison de matrice, de profil et de paramètres marcherait."),
            ("h1", "2. Objectifs"),
            ("b", "Taux de pénétration moyen au moins 6 cm/min."),
            ("b", "Durée de vie au moins 60 m par couronne."),
            ("b", "Récupération de carotte au moins 95 % (exigence du client pour l'échantillonnage)."),
            ("b", "Coût en couronnes au plus 25 $/m foré (on est à 61 $/m)."),
            ("h1", "3. Méthode"),
            ("p", "Même foreuse (la 14), même équipe de foreurs, tiges NQ. Chaque variante est "
                  "essayée sur trois passes (trois couronnes neuves, une par passe), jour et nuit, jusqu'à ce que "
                  "la couronne soit usée ou polie. On note les mètres, le taux de pénétration moyen de la passe "
                  "(enregistreur de la foreuse), la vitesse de rotation, la poussée, le débit d'eau et la "
                  "récupération mesurée par le géologue du client. Voir le classeur, feuille Passes."),
            ("h1", "4. Chronologie"),
            ("b", "14 janvier 2025 : lancement, objectifs fixés avec Chantal et le géologue du client; commande "
                  "des couronnes de série 12 et de la version à profil à gradins chez Diamantex."),
            ("b", "21 et 22 janvier : C1, couronne de série 10 (celle qu'on utilise), trou CD-25-05. C1 fait "
                  "2,1 cm/min et 18 m par couronne en moyenne, les trois couronnes sortent polies."),
            ("b", "28 et 29 janvier : C2, série 12, une matrice plus tendre. Avec C2 on monte à 4,0 cm/min, "
                  "23 m. La matrice s'use plus vite mais se polit encore au centre. Changer seulement la série ne "
                  "suffit pas."),
            ("b", "4 et 5 février : C3, série 12 avec profil à gradins (trois marches sur la face, plus de "
                  "pression par diamant sur le bord de chaque marche), trou CD-25-06. C3 dure 41 m et perce à "
                  "5,2 cm/min."),
            ("b", "11 et 12 février : C4, même couronne que C3 mais on ajoute du sable de silice fin dans l'eau de "
                  "forage pour user la matrice et dégager les diamants. Le sable fait monter C4 à 6,8 cm/min, "
                  "48 m. Mais le 12 février, les garnitures de la pompe à eau sont finies après 3 jours "
                  "(normalement 6 semaines) et la récupération tombe à 94 % : le sable ronge la carotte. "
                  "Sable abandonné."),
            ("b", "25 et 26 février : C5, matrice expérimentale faite par Diamantex à partir de nos résultats "
                  "(liant plus tendre, diamants plus gros), profil à gradins, 900 tr/min et 7 500 lb de poussée, "
                  "trou CD-25-07."),
            ("b", "10 mars : bilan avec Chantal et le client."),
            ("h1", "5. Synthèse"),
            ("table", [
                ["Variante", "Description", "Pénétration moyenne", "Vie moyenne", "Récupération", "Coût couronnes"],
                ["C1", "série 10 (témoin)", "2,1 cm/min", "18 m", "98 %", "61 $/m"],
                ["C2", "série 12", "4,0 cm/min", "23 m", "97 %", "48 $/m"],
                ["C3", "série 12, profil à gradins", "5,2 cm/min", "41 m", "97 %", "29 $/m"],
                ["C4", "C3 + sable de silice", "6,8 cm/min", "48 m", "94 %", "25 $/m + pompe"],
                ["C5", "matrice expérimentale, gradins", "6,4 cm/min", "67 m", "97 %", "19 $/m"],
            ]),
            ("p", "C5 est la seule variante qui atteint les quatre objectifs : 6,4 cm/min, 67 m par couronne, 97 % "
                  "de récupération et 19 $/m."),
            ("h1", "6. Ce qui reste incertain"),
            ("p", "C5 n'a été essayée que dans le trou CD-25-07, surtout dans la jaspilite. On ne sait pas si elle "
                  "tient dans les bandes de chert du trou CD-25-09, ni si Diamantex peut refaire la même matrice "
                  "d'un lot à l'autre (un seul lot de 3 couronnes)."),
            ("p", "Hors projet : l'agrandissement du camp et la location d'équipement pour le printemps sont des "
                  "opérations courantes."),
        ])),
        ("passes_couronnes_CD-25.xlsx", xlsx([
            ("Passes", PASSES_CD),
            ("Couronnes", [
                ["couronne", "fabricant", "serie", "profil", "prix_unitaire_$", "remarque"],
                ["C1", "Diamantex", "10", "standard (face plate)", 1100, "couronne habituelle"],
                ["C2", "Diamantex", "12", "standard (face plate)", 1100, "matrice plus tendre"],
                ["C3", "Diamantex", "12", "à gradins (trois marches)", 1190, ""],
                ["C4", "Diamantex", "12", "à gradins (trois marches)", 1190, "sable de silice dans l'eau de forage"],
                ["C5", "Diamantex", "expérimentale", "à gradins (trois marches)", 1280,
                 "liant plus tendre, diamants plus gros - lot unique"],
            ]),
            ("Synthèse", [
                ["couronne", "passes", "penetration_moy_cm_min", "vie_moy_m", "recuperation_moy_pct", "cout_$_par_m"],
                ["C1", 3, 2.1, 18, 98, 61],
                ["C2", 3, 4.0, 23, 97, 48],
                ["C3", 3, 5.2, 41, 97, 29],
                ["C4", 3, 6.8, 48, 94, 25],
                ["C5", 3, 6.4, 67, 97, 19],
            ]),
        ])),
        ("courriels_CD-25.txt", text("""
            De : Patrick Lemire <plemire@foragesabitibinord.example>
            À : Stéphane Gosselin (Outils Diamantex)
            Date : 14 janvier 2025 14:32
            Objet : Couronnes NQ - fer rubané, on glace

            Salut Stéphane,

            Comme je te disais au téléphone, tes série 10 glacent dans la jaspilite de Fermont : 2 cm/min, 18 m pis on remonte. Peux-tu m'envoyer 3 série 12 et 6 série 12 à gradins? Si les gradins marchent, est-ce que tu pourrais nous faire une matrice encore plus tendre, juste pour nous?

            Patrick

            ----------------------------------------------------------------

            De : Patrick Lemire
            À : Chantal Beaulieu
            Date : 12 février 2025 06:10
            Objet : C4 - pompe

            Chantal,

            Le sable marche pour la couronne (6,8 cm/min) mais Kevin a dû changer les garnitures de la pompe cette nuit, elles ont fait 3 jours. Le géologue se plaint aussi de la carotte qui sort ronde sur les bords. J'arrête le sable. Stéphane nous envoie la matrice expérimentale pour le 25.

            Patrick

            ----------------------------------------------------------------

            De : Patrick Lemire
            À : Marie-Ève Tremblay, géologue (client)
            Cc : Chantal Beaulieu
            Date : 10 mars 2025 16:45
            Objet : Bilan couronnes CD-25

            Bonjour Marie-Ève,

            Avec la matrice expérimentale (C5), on a fait 67 m par couronne en moyenne à 6,4 cm/min, et ta récupération est à 97 %. On va continuer avec C5 dans le 09, mais je ne peux rien te garantir dans le chert tant qu'on ne l'a pas essayée là.

            Patrick
            """)),
        ("soumission_Location_Nordik_LN-7731.pdf", pdf([
            ("title", "SOUMISSION LN-7731"),
            ("p", "Location Nordik Équipement - Sept-Îles / Fermont"),
            ("p", "Client : Forages Abitibi-Nord inc. Livraison au camp du km 42."),
            ("table", [
                ["Description", "Période", "Tarif", "Montant"],
                ["Camion-citerne de 10 000 L (eau), avec chauffage", "4 semaines", "3 150,00 $/sem.", "12 600,00 $"],
                ["Génératrice 60 kW, insonorisée", "4 semaines", "1 480,00 $/sem.", "5 920,00 $"],
                ["Roulotte-dortoir 8 places", "4 semaines", "1 950,00 $/sem.", "7 800,00 $"],
                ["Transport aller-retour Sept-Îles - Fermont", "forfait", "", "4 600,00 $"],
            ]),
            ("p", "Protection dommages de 15 % sur le total de location, obligatoire sans preuve d'assurance."),
            ("p", "Soumission valide 14 jours. Taxes en sus. Carburant non inclus."),
        ], header="Location Nordik Équipement", footer="LN-7731")),
    ],
)

# ---------------------------------------------------------------------------
# C03 refroidissement à bord du thon rouge (coopérative de pêcheurs, Shippagan, N.-B.), été-automne 2024 - notes de
#     saison .md (français acadien); journal CSV par poisson (; virgule décimale, dates jj/mm/aaaa); courriels
#     .txt : la cible clé de l'acheteur (sous 4 °C à cœur en moins de 10 h) n'est écrite QUE dans son courriel;
#     invitation à un salon PDF en bruit. Valeurs voisines : 26 / 14 / 11,5 / 8,5 h pour atteindre 4 °C à cœur.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_thon_rouge_refroidissement_a_bord",
        "question": "Bonjour, pourriez-vous nous écrire les lignes 242, 244 et 246 pour le projet de refroidissement du thon rouge à bord (TR-24), avec un registre daté des travaux? Je vous envoie mes notes de saison, le fichier des poissons, nos courriels avec l'acheteur et le centre de recherche, pis une invitation qu'on a reçue.",
        "facts": {
            "242": [["sous 4 °C"], ["moins de 10 h"], ["au moins 70 %"], ["moins de 45 min"]],
            "244": [["coulis de glace"], ["sac isotherme"], ["rinçage vasculaire"], ["sonde à cœur"]],
            "246": [["8,5 h"], ["5 poissons sur 6"], ["55 min"], ["plus de 350 kg"]],
        },
        "dates": ["2024-08-09", "2024-08-13", "2024-08-22", "2024-08-29", "2024-09-06", "2024-09-13",
                  "2024-09-20", "2024-09-27", "2024-10-08", "2024-10-16"],
        "noise": ["Pavillon du Nouveau-Brunswick", "Réception des exposants", "kiosque partagé de 10 pi x 10 pi"],
        "bindings": [
            {"value": "26 h", "subject": "T1", "others": ["T2", "T3"]},
            {"value": "14 h", "subject": "T2", "others": ["T1", "T3"]},
            {"value": "11,5 h", "subject": "T3", "others": ["T2", "T4"]},
        ],
    },
    [
        ("notes_saison_TR-24.md", text("""
            # Notes de saison - TR-24 refroidissement du thon rouge à bord
            Coopérative des pêcheurs de thon de la Péninsule, Shippagan (N.-B.). Notes de Rémi Haché, capitaine du *Marie-Josée II* et président de la coop.

            ## Le problème
            On pêche le thon rouge à la canne dans le golfe, des poissons de 180 à 400 kg. L'acheteur les envoie à Tokyo par avion. Un thon de 300 kg, c'est un gros bloc de muscle chaud (le thon se réchauffe lui-même, il arrive à bord à 25-28 °C à cœur même dans l'eau à 15 °C), pis avec notre méthode de glace dans le ventre, le centre du poisson reste chaud une journée. Ça donne de la chair brûlée (les Japonais disent « yake ») : la chair devient pâle, molle, acide, pis le prix tombe de moitié. Les gros bateaux de l'Atlantique ont des cales à saumure réfrigérée; nous autres on a des bateaux de 40-45 pieds sans place ni électricité pour ça. L'acheteur nous a donné une cible (courriel de Luc), mais personne sait comment l'atteindre sur un petit bateau, pis les guides de manipulation sont faits pour des thons plus petits.

            ## Réunion de départ - 13 août
            Avec les 7 capitaines de la coop et Annie Robichaud du centre de recherche. On se fixe :
            - la cible de température et de délai de Luc (voir son courriel du 9 août);
            - au moins 70 % des poissons classés 2+ ou mieux par le classeur de l'acheteur (on est plutôt à 2 et 3);
            - manipulation sur le pont de moins de 45 min par poisson, à 2 hommes (on pêche souvent à 3 à bord, pis il faut retourner à la ligne);
            - aucune chair brûlée.
            Mesure : une sonde à cœur avec enregistreur (prêtée par Annie) piquée au plus épais du dos, derrière la tête, lecture aux 10 min jusqu'au débarquement. Le classeur de l'acheteur prend une carotte de chair au quai et donne le grade.

            ## Les façons de faire essayées
            - T1 : notre méthode (saignée, vidage, glace concassée dans la cavité, poisson sous une bâche couverte de glace).
            - T2 : le poisson saigné et vidé dans un sac isotherme de 4 m rempli de coulis de glace (eau de mer + glace, autour de -1,5 °C), pompe de cale pour remplir.
            - T3 : T2 + poches de coulis de glace enfoncées dans la cavité pis dans les ouïes.
            - T4 : T3 + rinçage vasculaire : on pompe de l'eau de mer à 0 °C dans l'aorte par une entaille à la queue, 10 min, pour refroidir par en dedans (idée d'Annie, vu dans un article sur le thon du Pacifique, jamais fait sur des gros poissons comme les nôtres).

            ## Au fil de la saison
            - 22 août : 3 thons en T1. Le centre est encore à 15 °C après 12 h.
            - 29 août : 1 thon en T1, 2 en T2. On a eu de la misère à rentrer le sac sur le pont avec la houle.
            - 6 septembre : 2 en T2, 1 en T3. Résultat du classement des T1 : 2 poissons sur 4 avec de la chair brûlée. T1 met 26 h en moyenne pour passer sous les 4 °C à cœur.
            - 13 septembre : 3 en T3. Les poches dans la cavité aident, mais le dos reste le plus lent. T2 prend 14 h en moyenne, pas assez.
            - 20 septembre : 2 en T3, 2 premiers T4. Le rinçage prend du temps à installer.
            - 27 septembre : 4 en T4. Chronomètre : 55 min de manipulation par poisson en moyenne en T4, à 2 hommes.
            - 8 octobre : Annie nous envoie les courbes de la sonde (voir courriel).
            - 16 octobre : bilan avec les capitaines.

            ## Bilan (16 octobre)
            - T3 descend à 11,5 h en moyenne, mieux que le sac seul, mais pas encore dans la cible de Luc.
            - T4 arrive à 8,5 h en moyenne pis 5 poissons sur 6 sont classés 2+ ou mieux, aucune chair brûlée. C'est ce qu'on garde.
            - Par contre le plus gros T4 (F17, 380 kg) a pris 11 h : pour les poissons de plus de 350 kg, on sait pas encore si le rinçage suffit.
            - Pis la manipulation est trop longue : 55 min au lieu de 45. Faut trouver une façon plus vite de poser la canule.
            Hors projet : la coop a aussi renouvelé l'entente de glace avec l'usine de Lamèque, ça c'est de l'opération.
            """)),
        ("poissons_TR-24.csv", text("""
            poisson;date;bateau;variante;poids_rond_kg;temp_eau_C;heures_pour_4C_a_coeur;grade;chair_brulee;remarque
            F01;22/08/2024;Marie-Josée II;T1;245;15,8;24;3;non;
            F02;22/08/2024;Cap-Bateau;T1;310;15,8;29;2;oui;
            F03;22/08/2024;Lady Lamèque;T1;265;15,6;25;3;oui;
            F04;29/08/2024;Marie-Josée II;T1;230;15,1;26;2;non;
            F05;29/08/2024;Pointe-Alexandre;T2;255;15,1;13;2;non;
            F06;29/08/2024;Cap-Bateau;T2;290;15,0;15;2+;non;houle, sac difficile à embarquer
            F07;06/09/2024;Lady Lamèque;T2;330;14,4;14;2;oui;
            F08;06/09/2024;Marie-Josée II;T2;240;14,4;14;2+;non;
            F09;06/09/2024;Miscou Star;T3;260;14,5;11;2+;non;
            F10;13/09/2024;Pointe-Alexandre;T3;285;13,9;12;2+;non;
            F11;13/09/2024;Cap-Bateau;T3;250;13,8;11;2;non;
            F12;13/09/2024;Miscou Star;T3;315;13,8;12,5;2+;non;
            F13;20/09/2024;Marie-Josée II;T3;220;13,2;11;1;non;
            F14;20/09/2024;Lady Lamèque;T3;270;13,2;11,5;2;non;
            F15;20/09/2024;Marie-Josée II;T4;255;13,1;7,5;1;non;rinçage 10 min
            F16;20/09/2024;Pointe-Alexandre;T4;290;13,0;8;2+;non;
            F17;27/09/2024;Cap-Bateau;T4;380;12,6;11;2;non;plus gros poisson de la saison
            F18;27/09/2024;Miscou Star;T4;240;12,6;8;1;non;
            F19;27/09/2024;Marie-Josée II;T4;265;12,5;7,5;2+;non;
            F20;27/09/2024;Lady Lamèque;T4;300;12,5;9;1;non;
            """)),
        ("courriels_TR-24.txt", text("""
            De : Luc Cormier <luc@exportbluefin.example>
            À : Rémi Haché
            Date : 9 août 2024 07:55
            Objet : Qualité thon - saison 2024

            Bonjour Rémi,

            Comme on en a parlé au quai, les acheteurs de Tokyo ont refusé 3 de vos poissons l'an passé pour de la chair brûlée. Pour cette saison, ce qu'on a besoin : la température à cœur sous 4 °C en moins de 10 h après la capture, mesurée au plus épais du dos. Au-delà de ça, on voit de la chair brûlée même sur des beaux poissons. Je peux payer une prime de 2 $/lb pour les grades 1 et 2+.

            Luc Cormier
            Exportations Bluefin Atlantique, Halifax

            ----------------------------------------------------------------

            De : Annie Robichaud <annie.robichaud@crmp.example>
            À : Rémi Haché
            Date : 8 octobre 2024 15:20
            Objet : Courbes de température - 20 thons

            Salut Rémi,

            Ci-joint les courbes des 20 poissons. Ce qui ressort : avec le coulis de glace seul, c'est la surface qui refroidit, le dos reste chaud parce que la chaleur doit traverser 30 cm de muscle. Le rinçage vasculaire refroidit par en dedans, c'est pour ça que T4 descend à 8,5 h. Par contre, sur F17 (380 kg), la courbe plafonne à 8 °C pendant 4 h avant de redescendre, comme si l'eau n'allait pas jusqu'au bout des vaisseaux. Je n'ai pas d'explication encore; il faudrait d'autres gros poissons pour le savoir.

            Annie
            Centre de recherche marine de la Péninsule

            ----------------------------------------------------------------

            De : Rémi Haché
            À : Luc Cormier
            Date : 16 octobre 2024 20:41
            Objet : RE: Qualité thon - saison 2024

            Luc, on a fini la saison. Avec la dernière méthode (T4), 5 poissons sur 6 sont dans ta cible, le 6e c'est le gros de 380 kg. On continue l'an prochain sur les gros pis sur le temps de manipulation. Merci pour la prime.
            Rémi
            """)),
        ("invitation_Seafood_Expo_2025.pdf", pdf([
            ("title", "Invitation - Seafood Expo North America, Boston"),
            ("p", "Le ministère des Pêches et de l'Aquaculture du Nouveau-Brunswick invite les entreprises de la "
                  "province à se joindre au Pavillon du Nouveau-Brunswick lors du prochain salon de Boston."),
            ("h1", "Ce que comprend la participation"),
            ("b", "Un kiosque partagé de 10 pi x 10 pi dans le pavillon provincial, mobilier et électricité inclus."),
            ("b", "Inscription au répertoire des exposants et rencontres d'affaires organisées avec des acheteurs."),
            ("b", "Accès à la Réception des exposants du premier soir."),
            ("h1", "Coûts"),
            ("p", "Participation : 2 950 $ plus taxes par entreprise. Transport et hébergement aux frais du participant. "
                  "Places limitées à 14 entreprises, premier arrivé, premier servi."),
            ("small", "Pour vous inscrire, communiquez avec le bureau du développement des marchés."),
        ], header="Pêches et Aquaculture Nouveau-Brunswick - Développement des marchés", footer="Invitation SENA")),
    ],
)

# ---------------------------------------------------------------------------
# C04 protecteurs de hanche qui perdent leur absorption au lavage industriel (fabricant, Lévis), 2025 - rapport
#     technique DOCX à titres (chronologie « le 17 février »); CSV des essais au banc de chute (; virgule décimale,
#     dates ISO, une ligne par variante et par nombre de lavages); rapport de labo PDF; certificat de garantie de
#     la laveuse .txt en bruit. Valeurs voisines : 31 / 27 / 36 / 43 / 19 % d'atténuation.
#     Piège : l'essai de port en CHSLD n'atteint pas l'objectif de 80 %.
# ---------------------------------------------------------------------------
def _ph_rows():
    f0 = 5800
    data = [
        ("P1", "EVA 14 mm", 14, [("2025-02-17", 0, 35), ("2025-03-24", 10, 34), ("2025-03-24", 20, 33),
                                  ("2025-05-12", 50, 31)], ""),
        ("P2", "PU viscoélastique 12 mm", 12, [("2025-02-17", 0, 44), ("2025-03-24", 10, 33),
                                               ("2025-03-24", 20, 26), ("2025-05-12", 50, 19)],
         "gorgée d'eau, écrasée au séchage"),
        ("P3", "mousse à dilatance 10 mm", 10, [("2025-03-03", 0, 48), ("2025-03-24", 10, 46),
                                                ("2025-03-24", 20, 27)], "délaminée à 20 lavages - arrêtée"),
        ("P4", "PU cellules fermées 11 mm + enveloppe TPU", 11, [("2025-04-07", 0, 45), ("2025-05-12", 10, 45),
                                                                  ("2025-05-12", 20, 44), ("2025-05-26", 50, 43)],
         "RETENU"),
        ("P5", "P4 perforé", 11, [("2025-04-07", 0, 41), ("2025-05-12", 10, 39), ("2025-05-12", 20, 38),
                                  ("2025-05-26", 50, 36)], "eau entre par les trous"),
    ]
    lines = ["variante;description;epaisseur_mm;date_mesure;nb_lavages;force_max_N;force_sans_protecteur_N;"
             "attenuation_pct;remarque"]
    for v, desc, ep, pts, rem in data:
        for i, (d, n, a) in enumerate(pts):
            force = round(f0 * (1 - a / 100))
            r = rem if i == len(pts) - 1 else ""
            lines.append(f"{v};{desc};{ep};{d};{n};{force};{f0};{a};{r}")
    return "\n".join(lines) + "\n"


case(
    {
        "name": "fr_protecteurs_hanche_lavage_industriel",
        "question": "Bonjour, pouvez-vous rédiger les lignes 242, 244 et 246 de notre projet de protecteurs de hanche lavables (PH-25), avec un registre daté des travaux? Ci-joints : le rapport technique d'Isabelle, le fichier des essais au banc de chute, le rapport du labo et la garantie de la laveuse.",
        "facts": {
            "242": [["au moins 40 %"], ["50 lavages"], ["au plus 12 mm"], ["au moins 80 %"]],
            "244": [["cellules fermées"], ["enveloppe de TPU"], ["mousse à dilatance"], ["banc de chute"]],
            "246": [["43 %"], ["19 %"], ["72 % des jours"], ["délaminée"]],
        },
        "dates": ["2025-02-03", "2025-02-17", "2025-03-03", "2025-03-24", "2025-04-07", "2025-05-12", "2025-05-26",
                  "2025-06-02", "2025-06-09", "2025-06-16", "2025-07-21", "2025-07-28"],
        "noise": ["Garantie limitée de 5 ans sur le tambour", "Enregistrez votre produit en ligne",
                  "usage abusif ou commercial non conforme"],
        "bindings": [
            {"value": "31 %", "subject": "P1", "others": ["P2", "P3"]},
            {"value": "27 %", "subject": "P3", "others": ["P2", "P4"]},
            {"value": "36 %", "subject": "P5", "others": ["P4", "P3"]},
        ],
    },
    [
        ("rapport_technique_PH-25.docx", docx([
            ("title", "PH-25 - Protecteurs de hanche lavables à haute température"),
            ("p", "Confort Appui inc., Lévis. Rapport technique d'Isabelle Cantin, ing., pour Marc Gosselin, "
                  "président. Version du 28 juillet 2025."),
            ("h1", "1. Contexte"),
            ("p", "Nous fabriquons des sous-vêtements avec protecteurs de hanche pour les résidents de CHSLD et de "
                  "résidences pour aînés. Les coques rigides protègent bien, mais les résidents refusent de les "
                  "porter. Les protecteurs souples en mousse sont mieux acceptés, mais dans les CHSLD tout le linge "
                  "passe à la buanderie à 71 °C avec séchage à chaud, à cause de l'incontinence. Après quelques "
                  "semaines, la mousse s'écrase et n'amortit presque plus rien. Les fiches des fournisseurs de "
                  "mousse donnent l'absorption à neuf, jamais après des lavages à 71 °C, et on ne savait pas "
                  "quelle combinaison de mousse et d'enveloppe garderait son amortissement sans devenir trop "
                  "épaisse ou trop chaude pour être portée."),
            ("h1", "2. Objectifs"),
            ("b", "Atténuation de la force d'impact au moins 40 % par rapport à une hanche sans protecteur, "
                  "mesurée après 50 lavages à 71 °C avec séchage."),
            ("b", "Épaisseur du coussinet au plus 12 mm (pour passer sous les pantalons)."),
            ("b", "Port au moins 80 % des jours lors d'un essai de 6 semaines en CHSLD."),
            ("h1", "3. Méthode"),
            ("p", "Banc de chute maison : une masse de 35 kg tombe de 40 cm sur une hanche artificielle (os en "
                  "aluminium recouvert de 15 mm de silicone mou) posée sur un capteur de force. Sans protecteur, "
                  "la force maximale est de 5 800 N. Trois chutes par échantillon, on garde la moyenne. Les "
                  "lavages sont faits dans notre laveuse industrielle à 71 °C, 25 min, puis séchage à 60 °C. "
                  "Mesures à neuf, à 10, 20 et 50 lavages."),
            ("h1", "4. Chronologie"),
            ("b", "Le 3 février 2025 : lancement avec Marc et l'ergothérapeute du CHSLD partenaire; objectifs "
                  "fixés."),
            ("b", "Le 17 février : banc de chute étalonné. P1 (mousse EVA 14 mm, comme les produits du marché) et "
                  "P2 (mousse de polyuréthane viscoélastique 12 mm) testés à neuf : 35 % et 44 %. P1 est déjà "
                  "trop épais et sous l'objectif."),
            ("b", "Le 3 mars : P3, une mousse à dilatance de 10 mm (elle durcit sous l'impact), donne 48 % à "
                  "neuf. Début des lavages de P1, P2 et P3."),
            ("b", "Le 24 mars : mesures à 10 et 20 lavages. P2 boit l'eau et s'écrase au séchage. P3 est "
                  "délaminée après 20 lavages : la couche active se décolle de son support, et P3 tombe à 27 % à "
                  "20 lavages. On l'arrête. Conclusion : la mousse doit rester sèche."),
            ("b", "Le 7 avril : P4 = mousse de polyuréthane à cellules fermées de 11 mm thermoscellée dans une "
                  "enveloppe de TPU étanche, et P5 = même chose avec des perforations de 2 mm pour laisser "
                  "respirer. À neuf : 45 % et 41 %."),
            ("b", "Le 12 mai : 50 lavages pour P1 et P2. P1 finit à 31 %. P2 tombe à 19 % après 50 lavages, "
                  "la mousse non protégée ne tient pas."),
            ("b", "Le 26 mai : 50 lavages pour P4 et P5. P4 garde 43 % d'atténuation après 50 lavages, au-dessus "
                  "de l'objectif. Avec les trous, l'eau entre et P5 descend à 36 % après 50 lavages."),
            ("b", "Le 2 juin : échantillons de P4 (neuf et 50 lavages) envoyés au labo pour confirmer."),
            ("b", "Le 9 juin : début de l'essai de port de P4 avec 18 résidents, 6 semaines."),
            ("b", "Le 16 juin : rapport du labo reçu, 42 % après 50 lavages sur leur banc, ce qui confirme notre "
                  "mesure."),
            ("b", "Le 21 juillet : fin de l'essai de port. Les préposés ont noté chaque jour si le résident "
                  "portait le protecteur."),
            ("h1", "5. Résultats de l'essai de port"),
            ("p", "P4 a été porté 72 % des jours, sous l'objectif de 80 %. Les plaintes : l'enveloppe de TPU "
                  "est chaude et fait un bruit de froissement quand le résident s'assoit. L'absorption est réglée, "
                  "mais pas le confort; on ne sait pas encore comment faire respirer l'enveloppe sans laisser "
                  "entrer l'eau, puisque les perforations de P5 ont échoué."),
            ("h1", "6. Tableau récapitulatif"),
            ("table", [
                ["Variante", "Description", "Épaisseur", "Atténuation à neuf", "Après 50 lavages"],
                ["P1", "EVA", "14 mm", "35 %", "31 %"],
                ["P2", "PU viscoélastique", "12 mm", "44 %", "19 %"],
                ["P3", "mousse à dilatance", "10 mm", "48 %", "arrêtée à 20 lavages (27 %)"],
                ["P4", "PU à cellules fermées + enveloppe de TPU", "11 mm", "45 %", "43 %"],
                ["P5", "P4 perforé", "11 mm", "41 %", "36 %"],
            ]),
            ("p", "Hors projet : nouvelles tailles XS et 3XL du sous-vêtement et mise à jour du site web."),
        ])),
        ("essais_impact_PH-25.csv", text(_ph_rows())),
        ("rapport_BioMeca_LB-25-031.pdf", pdf([
            ("title", "Rapport d'essai LB-25-031"),
            ("p", "Client : Confort Appui inc., Lévis. Échantillons reçus le 2 juin 2025 : protecteur P4 neuf "
                  "(2 unités) et P4 après 50 lavages (2 unités). Rapport émis le 16 juin 2025."),
            ("h1", "Méthode"),
            ("p", "Pendule d'impact avec substitut de hanche (modèle à trochanter en acier, tissus mous simulés), "
                  "énergie d'impact de 90 J, 3 impacts par unité à 23 °C. Atténuation calculée par rapport à "
                  "l'impact sans protecteur (5 720 N)."),
            ("h1", "Résultats"),
            ("table", [
                ["Échantillon", "Épaisseur (mm)", "Force moyenne (N)", "Atténuation"],
                ["P4 neuf", "11,2", "3 090", "46 %"],
                ["P4 - 50 lavages", "11,0", "3 320", "42 %"],
            ]),
            ("p", "Aucune fissure de l'enveloppe ni infiltration d'eau observée après les essais."),
            ("small", "Ces résultats ne se rapportent qu'aux échantillons reçus."),
        ], header="Laboratoire BioMéca - biomécanique appliquée", footer="LB-25-031")),
        ("garantie_laveuse_LX-60.txt", text("""
            BUANDERIE PRO INC. - CERTIFICAT DE GARANTIE
            Laveuse-essoreuse industrielle 60 lb, modèle LX-60

            Garantie limitée de 5 ans sur le tambour et les roulements.
            Garantie de 2 ans sur les pièces électriques et le panneau de commande.
            Garantie de 1 an sur la main-d'oeuvre, dans un rayon de 100 km d'un technicien autorisé.

            Exclusions : dommages causés par un usage abusif ou commercial non conforme, une installation non conforme, l'eau dure non traitée ou des produits chimiques non approuvés.

            Enregistrez votre produit en ligne dans les 30 jours suivant l'achat pour activer la garantie.
            Conservez votre preuve d'achat.
            """)),
    ],
)

# ---------------------------------------------------------------------------
# C05 serre de tomates chauffée par la chaleur de mineurs de cryptomonnaie en immersion (serriculteur, Beauce),
#     hiver 2024-2025 - question en anglais. Rapports mensuels DOCX à titres; classeur XLSX à deux feuilles (Hebdo
#     par semaine ISO sans dates, Pannes datées); facture d'Hydro-Québec de la maison en bruit.
#     Valeurs voisines : boucle à 41 / 50 / 49 °C; couverture 38 / 58 / 63 / 51 %; pannes 3,7 / 1,3 % par mois.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_serre_chaleur_mineurs_crypto_immersion",
        "language": "en",
        "question": "Hello, could you write lines 242, 244 and 246 for our project heating the greenhouse with the waste heat of our crypto miners (SC-25), with a dated log of the work? The monthly reports and the data workbook are in French. I also threw in an Hydro bill that was in the same folder.",
        "facts": {
            "242": [["au moins 60 %"], ["au moins 45 °C"], ["au moins 17 °C"], ["au plus 2 %"]],
            "244": [["refroidissement par immersion"], ["échangeur à plaques"], ["sous-cadencement"],
                    ["réservoir tampon"]],
            "246": [["63 %"], ["1,3 %"], ["15,5 °C"], ["3,7 %"]],
        },
        "dates": ["2024-11-25", "2024-12-02", "2024-12-09", "2024-12-11", "2024-12-12", "2024-12-16", "2025-01-06",
                  "2025-01-14", "2025-01-17", "2025-01-20", "2025-02-18", "2025-03-10"],
        "noise": ["Sommaire de votre facture", "Mode de versements égaux", "Tarif domestique D"],
        "bindings": [
            {"value": "41 °C", "subject": "H2", "others": ["H1", "H3"]},
            {"value": "50 °C", "subject": "H3", "others": ["H2", "H4"]},
            {"value": "49 °C", "subject": "H4", "others": ["H3", "H2"]},
        ],
    },
    [
        ("rapports_mensuels_SC-25.docx", docx([
            ("title", "SC-25 - Chauffer la serre avec la chaleur des mineurs"),
            ("p", "Serres Poulin-Veilleux inc., Saint-Georges (Beauce). Rapports mensuels de Mathis Bolduc, "
                  "technicien, pour Jean-François Poulin, propriétaire. Une section par mois."),
            ("h1", "Mise en contexte (25 novembre 2024)"),
            ("p", "La serre de tomates fait 1 500 m² et on la chauffe au propane avec un réseau de tuyaux d'eau "
                  "chaude qui a besoin d'eau à au moins 45 °C pour bien chauffer. On a installé 96 mineurs ASIC "
                  "de 3,2 kW (environ 300 kW électriques) dans la bâtisse voisine : toute cette électricité finit "
                  "en chaleur. Les installations qu'on connaît chauffent des bureaux avec de l'air tiède. Une "
                  "serre, c'est autre chose : air humide à 85-90 % HR, besoin de chaleur surtout la nuit et par "
                  "grand froid, eau chaude plutôt qu'air. Personne n'avait de données sur la température d'huile "
                  "que les cartes de hachage endurent longtemps, ni sur la part du chauffage qu'on peut vraiment "
                  "couvrir en Beauce."),
            ("p", "Objectifs fixés avec Jean-François le 25 novembre : couvrir au moins 60 % du chauffage de "
                  "décembre à février; eau de la boucle au moins 45 °C à la sortie de l'échangeur; serre au moins "
                  "17 °C la nuit pour les tomates; pannes de cartes de hachage au plus 2 % par mois (288 cartes "
                  "en tout)."),
            ("h1", "Décembre 2024"),
            ("b", "2 décembre : H1 = mineurs refroidis à l'air, l'air chaud (35 °C) est soufflé directement dans "
                  "la serre par un conduit. Couverture mesurée : 22 %. L'air de la serre est trop humide pour "
                  "les mineurs."),
            ("b", "9 et 11 décembre : deux cartes de hachage grillées, traces de corrosion et de condensation. "
                  "H1 arrêté le 12 décembre."),
            ("b", "16 décembre : H2 = refroidissement par immersion (2 bassins d'huile diélectrique), huile "
                  "à 45 °C, échangeur à plaques vers la boucle d'eau de la serre. H2 ne donne que 41 °C à la "
                  "sortie de l'échangeur : sous les 45 °C demandés par les tuyaux. Couverture autour de 38 %."),
            ("h1", "Janvier 2025"),
            ("b", "6 janvier : H3 = huile montée à 55 °C pour chauffer l'eau plus chaud. La boucle de H3 atteint "
                  "50 °C et la couverture 58 %."),
            ("b", "14 et 17 janvier : 5 cartes de hachage en panne en tout, les puces chauffent trop. Ça fait un "
                  "taux de 3,7 % par mois avec H3, presque le double de ce qu'on accepte."),
            ("b", "20 janvier : H4 = huile à 55 °C mais avec sous-cadencement de 15 % des mineurs (moins de "
                  "chaleur dans les puces pour la même température d'huile) et un réservoir tampon de 12 000 L "
                  "qui garde la chaleur du jour pour la nuit. La boucle avec H4 se tient à 49 °C."),
            ("b", "Sur les trois semaines qui suivent (semaines 4 à 6), H4 couvre 63 % du chauffage. Premier résultat au-dessus de "
                  "60 %."),
            ("h1", "Février 2025"),
            ("b", "18 février : vague de froid, -32 °C la nuit. Même avec le réservoir plein, la serre descend à "
                  "15,5 °C vers 5 h du matin avant que le propane prenne le relais. Deux cartes en panne le même "
                  "jour."),
            ("b", "Sur tout le mois de février, la couverture tombe à 51 % à cause du froid."),
            ("h1", "Bilan (10 mars 2025)"),
            ("p", "Avec H4, on a 1,3 % de pannes de cartes par mois (6 cartes du 20 janvier au 10 mars, dont 4 "
                  "trouvées à l'inspection du 10 mars) : objectif atteint. L'eau de la boucle et la couverture "
                  "sont bonnes par froid normal, mais on n'atteint pas 60 % sur tout l'hiver, et la nuit à "
                  "-32 °C la serre est passée sous 17 °C. On ne sait pas encore si un plus gros réservoir ou "
                  "plus de mineurs serait la bonne réponse; il faudrait un autre hiver de mesures."),
            ("p", "Hors projet : remplacement des toiles d'ombrage et nouvelle variété de tomates cerises."),
        ])),
        ("donnees_SC-25.xlsx", xlsx([
            ("Hebdo", [
                ["semaine_ISO", "variante", "huile_C", "boucle_sortie_echangeur_C", "couverture_chauffage_pct",
                 "temp_min_nuit_serre_C", "temp_ext_min_C", "propane_L"],
                ["2024-S49", "H1", "s.o. (air 35 °C)", "s.o.", 22, 17.5, -14, 2900],
                ["2024-S50", "H1", "s.o. (air 35 °C)", "s.o.", 21, 17.3, -17, 3050],
                ["2024-S51", "H2", 45, 41, 38, 17.2, -18, 2400],
                ["2024-S52", "H2", 45, 41, 37, 17.4, -15, 2350],
                ["2025-S01", "H2", 45, 40, 39, 17.1, -21, 2600],
                ["2025-S02", "H3", 55, 50, 58, 17.6, -19, 1650],
                ["2025-S03", "H3", 55, 50, 57, 17.4, -22, 1720],
                ["2025-S04", "H4", 55, 49, 62, 17.5, -20, 1450],
                ["2025-S05", "H4", 55, 49, 64, 17.6, -17, 1300],
                ["2025-S06", "H4", 55, 49, 63, 17.3, -23, 1420],
                ["2025-S07", "H4", 55, 48, 55, 17.0, -27, 1850],
                ["2025-S08", "H4", 55, 47, 46, 15.5, -32, 2450],
                ["2025-S09", "H4", 55, 49, 52, 17.2, -24, 1950],
                ["2025-S10", "H4", 55, 49, 60, 17.8, -16, 1350],
            ]),
            ("Pannes", [
                ["date", "variante", "cartes_en_panne", "cause_probable"],
                [D("2024-12-09"), "H1", 1, "condensation, corrosion"],
                [D("2024-12-11"), "H1", 1, "condensation, corrosion"],
                [D("2025-01-14"), "H3", 2, "surchauffe des puces"],
                [D("2025-01-17"), "H3", 3, "surchauffe des puces"],
                [D("2025-02-18"), "H4", 2, "à confirmer"],
                [D("2025-03-10"), "H4", 4, "trouvées à l'inspection"],
            ]),
        ])),
        ("facture_Hydro-Quebec_maison.pdf", pdf([
            ("title", "Hydro-Québec - Votre facture d'électricité"),
            ("p", "Titulaire : Jean-François Poulin. Adresse de service : résidence, rang Saint-Joseph, "
                  "Saint-Georges. Tarif domestique D."),
            ("h1", "Sommaire de votre facture"),
            ("table", [
                ["Description", "Montant"],
                ["Solde précédent", "412,36 $"],
                ["Paiement reçu - merci", "-412,36 $"],
                ["Électricité - 62 jours, 5 840 kWh", "487,21 $"],
                ["Redevance d'abonnement", "28,40 $"],
                ["TPS", "25,78 $"],
                ["TVQ", "51,43 $"],
                ["Montant à payer", "592,82 $"],
            ]),
            ("p", "Vous êtes inscrit au Mode de versements égaux : votre versement mensuel est de 298,00 $."),
            ("small", "Pour toute question, consultez votre Espace client."),
        ], header="Hydro-Québec", footer="Facture d'électricité - résidence")),
    ],
)

# ---------------------------------------------------------------------------
# C06 abri d'auto temporaire qui s'effondre sous la neige mouillée (fabricant, Drummondville), hiver 2024-2025 -
#     notes d'essais .md (« Mardi le 19 »); CSV des essais de chargement (; virgule décimale, jj/mm/aaaa);
#     courriels .txt avec un avis de syndicat de copropriété collé par un détaillant (bruit); rapport
#     d'ingénieur PDF. Valeurs voisines : 0,45 / 0,58 / 0,68 / 0,71 / 0,74 / 1,08 kPa.
#     Piège : la charge déséquilibrée n'est pas réglée.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_abri_auto_temporaire_neige_mouillee",
        "question": "Bonjour! Pourriez-vous préparer nos lignes 242, 244 et 246 pour le projet d'abri d'auto renforcé (AB-24), avec un registre daté? Ci-joint : les notes d'essais de Nicolas, le fichier des chargements, nos courriels et le rapport de l'ingénieur.",
        "facts": {
            "242": [["1,0 kPa"], ["au plus 90 kg"], ["au plus 520 $"], ["-25 °C"]],
            "244": [["tube ovale"], ["toit en ogive"], ["entretoise faîtière"], ["sacs de sable"]],
            "246": [["1,08 kPa"], ["0,74 kPa"], ["86 kg"], ["fissurée aux œillets"]],
        },
        "dates": ["2024-11-12", "2024-11-19", "2024-11-26", "2024-12-03", "2024-12-10", "2025-01-14", "2025-01-21",
                  "2025-02-04", "2025-03-05", "2025-03-18"],
        "noise": ["Syndicat de la copropriété Les Jardins du Boisé", "Avis aux copropriétaires",
                  "déneigement des espaces communs"],
        "bindings": [
            {"value": "0,68 kPa", "subject": "A2", "others": ["A1", "A3"]},
            {"value": "0,58 kPa", "subject": "A3", "others": ["A2", "A4"]},
            {"value": "0,71 kPa", "subject": "A4", "others": ["A3", "A5"]},
        ],
    },
    [
        ("notes_essais_AB-24.md", text("""
            # Notes d'essais - AB-24 abri d'auto renforcé
            Abris Frimas inc., Drummondville. Notes de Nicolas Pépin (dir. technique). Sylvie = Sylvie Lemay, présidente.

            ## Le problème
            En mars, la neige mouillée pèse 3-4 fois plus que la neige de janvier. Nos abris 11 x 20 pi (arceaux ronds en acier de 32 mm, aux 4 pi, toit arrondi) s'écrasent quand le client ne déneige pas, et on a eu 37 réclamations l'hiver passé. Les concurrents ajoutent des arceaux, mais l'abri devient trop lourd pour être monté à deux et trop cher. On ne sait pas quelle combinaison de forme de toit, de tube et de contreventement donne le plus de résistance par kilo d'acier, ni comment la toile de polyéthylène tient au froid quand elle est tendue plus fort. Aucune norme ne couvre les abris temporaires, donc pas de méthode d'essai toute faite non plus.

            ## Mardi le 12 novembre 2024 - objectifs avec Sylvie
            - tenir une charge uniforme de 1,0 kPa sans déformation permanente (A1 actuel plie vers 0,45 kPa);
            - abri complet au plus 90 kg (deux personnes le montent);
            - coût de fabrication au plus 520 $ (prix de détail à garder sous 1 200 $);
            - toile qui ne déchire pas à -25 °C une fois tendue.
            Banc d'essai : une travée de 3 arceaux dans l'entrepôt, chargée avec des sacs de sable de 18 kg posés sur des panneaux de mousse (pour répartir), par paliers de 0,1 kPa. Flèche mesurée au laser au faîte. Rupture = flambement d'un arceau ou flèche de plus de 150 mm.

            ## Mardi le 19 novembre
            A1 (notre abri actuel) sur le banc : plie à 0,45 kPa, l'arceau flambe de côté à mi-hauteur. Ça confirme ce qu'on voit chez les clients.

            ## Mardi le 26 novembre
            A2 = A1 avec arceaux aux 3 pi au lieu de 4 : A2 tient jusqu'à 0,68 kPa, mais l'abri pèse 96 kg. Trop lourd, et c'est ce que font les autres : on l'écarte.

            ## Mardi le 3 décembre
            A3 = tube ovale 38 x 25 mm (même poids au mètre que le rond de 32 mm), grand axe vertical, aux 4 pi. A3 plie à 0,58 kPa. Un peu mieux, le flambement arrive plus tard.

            ## Mardi le 10 décembre
            A4 = toit en ogive (plus pointu, pente de 40° en haut au lieu d'arrondi) avec tubes ronds. A4 monte à 0,71 kPa. En plus, la neige devrait glisser mieux sur le dessus. Karl (ingénieur) nous envoie son modèle : il pense qu'ogive + tube ovale + une entretoise faîtière qui relie les arceaux au sommet donnerait plus que 1 kPa.

            ## Mardi le 14 janvier 2025
            A5 = toit en ogive + tube ovale + entretoise faîtière. A5 tient jusqu'à 1,08 kPa sans déformation permanente après déchargement! Poids de l'abri complet : 86 kg. Coût calculé avec Sylvie : 505 $.

            ## Mardi le 21 janvier
            Charge déséquilibrée sur A5 (sacs sur un seul côté, comme quand le vent pousse la neige) : rupture à 0,74 kPa. L'entretoise ne sert à rien quand un seul côté est chargé, l'arceau se déforme en S. On n'a pas de solution encore.

            ## Mardi le 4 février
            Toiles à -25 °C dans une chambre froide louée, tendues sur un cadre comme sur l'abri, 8 échantillons chacune. La toile standard est fissurée aux œillets sur 3 échantillons sur 8. La toile avec bandes de renfort soudées aux œillets : aucune fissure sur 8.

            ## Mercredi le 5 mars
            Grosse tempête de neige mouillée (30 cm). Chez Équipements Lemieux, les 4 prototypes A5 sont restés debout, 2 vieux A1 de démonstration se sont écrasés. Pas de mesure de charge, juste une observation.

            ## Mardi le 18 mars - bilan
            A5 avec toile renforcée : objectifs de charge uniforme, de poids, de coût et de froid atteints. Il reste la charge déséquilibrée (0,74 kPa), qu'on ne sait pas encore régler sans ajouter trop d'acier.
            Hors projet : nouveau présentoir pour les détaillants et photos pour le catalogue 2025-2026.
            """)),
        ("essais_chargement_AB-24.csv", text("""
            essai;date;variante;arceaux;espacement_pi;toit;type_charge;charge_rupture_kPa;fleche_a_0,4_kPa_mm;poids_abri_kg;cout_fab_$;remarque
            E1;19/11/2024;A1;rond 32 mm;4;arrondi;uniforme;0,45;118;74;430;flambement latéral
            E2;26/11/2024;A2;rond 32 mm;3;arrondi;uniforme;0,68;71;96;545;trop lourd
            E3;03/12/2024;A3;ovale 38 x 25 mm;4;arrondi;uniforme;0,58;92;75;455;
            E4;10/12/2024;A4;rond 32 mm;4;ogive;uniforme;0,71;66;77;450;
            E5;14/01/2025;A5;ovale 38 x 25 mm;4;ogive + entretoise faîtière;uniforme;1,08;34;86;505;aucune déformation permanente
            E6;21/01/2025;A5;ovale 38 x 25 mm;4;ogive + entretoise faîtière;déséquilibrée;0,74;51;86;505;arceau en S
            """)),
        ("courriels_AB-24.txt", text("""
            De : Nicolas Pépin <npepin@abrisfrimas.example>
            À : Karl Bergeron, ing.
            Date : 21 janvier 2025 17:12
            Objet : A5 - charge d'un seul côté

            Salut Karl,

            Bonne nouvelle : A5 a tenu 1,08 kPa en charge uniforme la semaine passée. Mauvaise nouvelle : aujourd'hui avec les sacs d'un seul côté, ça a lâché à 0,74 kPa, l'arceau fait un S. Ton modèle prévoyait combien en déséquilibré? Est-ce qu'une diagonale dans les bouts réglerait ça sans ajouter 10 kg?

            Nicolas

            ----------------------------------------------------------------

            De : Mélanie Lemieux <ventes@equipementslemieux.example>
            À : Nicolas Pépin
            Date : 5 mars 2025 14:03
            Objet : Vos prototypes ont tenu! + question d'un client

            Salut Nicolas,

            Tes 4 prototypes ont passé la tempête d'aujourd'hui sans problème, mes 2 vieux modèles de démonstration sont à terre. Je t'envoie des photos demain.

            Autre chose : un client m'a transféré l'avis de sa copropriété, il veut savoir si ton abri est « conforme ». Je te le colle ici, je ne sais pas trop quoi lui répondre :

            >>> Avis aux copropriétaires
            >>> Syndicat de la copropriété Les Jardins du Boisé
            >>> Les abris d'auto temporaires sont permis seulement pendant la saison hivernale prévue au règlement de la Ville. Ils doivent être de couleur blanche ou grise et installés à au moins 1 m du trottoir.
            >>> Tout abri qui nuit au déneigement des espaces communs sera retiré aux frais du copropriétaire.
            >>> Merci de votre collaboration. Le conseil d'administration.

            Mélanie
            Équipements Lemieux, Victoriaville
            """)),
        ("rapport_Structura_ST-24-118.pdf", pdf([
            ("title", "Note technique ST-24-118 - Abri d'auto temporaire"),
            ("p", "Client : Abris Frimas inc., Drummondville. Préparée par Karl Bergeron, ing. Émise le 10 décembre "
                  "2024, après les essais A1 à A4."),
            ("h1", "Modèle"),
            ("p", "Modèle par éléments finis d'une travée de trois arceaux, acier de 350 MPa, appuis articulés au sol. "
                  "Le modèle a été calé sur l'essai A1 (rupture mesurée à 0,45 kPa, prédite à 0,48 kPa)."),
            ("h1", "Prédictions"),
            ("table", [
                ["Configuration", "Charge uniforme prédite", "Charge déséquilibrée prédite"],
                ["Arrondi, tube rond 32 mm", "0,48 kPa", "0,33 kPa"],
                ["Ogive, tube rond 32 mm", "0,76 kPa", "0,49 kPa"],
                ["Ogive, tube ovale + entretoise faîtière", "1,15 kPa", "0,80 kPa"],
            ]),
            ("h1", "Remarques"),
            ("p", "Les prédictions en charge déséquilibrée sont les moins fiables : le modèle ne représente pas le "
                  "glissement de la toile sur les arceaux. Un essai est nécessaire."),
        ], header="Structura Conseil inc. - génie des structures", footer="ST-24-118")),
    ],
)

# ---------------------------------------------------------------------------
# C07 séchage des rameaux d'if du Canada sans perte de taxanes (groupement forestier, Témiscouata), été-automne
#     2024 - rapport DOCX à titres; classeur XLSX à deux feuilles (Lots, Analyses; dates ISO); courriels .txt avec
#     l'extracteur. Aucun bruit. Valeurs voisines de 10-DAB III : 0,031 / 0,036 / 0,040 / 0,052 / 0,054 %.
#     Piège : S5 sèche plus vite mais coûte trop cher; S4 n'a été essayé qu'en fin de saison.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_if_du_canada_sechage_rameaux_taxanes",
        "question": "Bonjour, pourriez-vous rédiger les lignes 242, 244 et 246 pour notre projet de séchage des rameaux d'if (IF-24), avec un registre daté des travaux? Vous avez le rapport d'Étienne, le classeur des lots et des analyses, et nos courriels avec Biotaxa.",
        "facts": {
            "242": [["au moins 0,045 %"], ["moins de 72 h"], ["au plus 0,35 $/kg"], ["au plus 5 %"]],
            "244": [["séchoir mobile"], ["40 °C"], ["déshumidificateur"], ["HPLC"]],
            "246": [["0,052 %"], ["68 h"], ["0,44 $/kg"], ["moisissures"]],
        },
        "dates": ["2024-08-06", "2024-08-20", "2024-08-27", "2024-09-05", "2024-09-10", "2024-09-17", "2024-09-24",
                  "2024-10-11", "2024-10-23"],
        "noise": [],
        "bindings": [
            {"value": "0,031 %", "subject": "S1", "others": ["S2", "S3"]},
            {"value": "0,040 %", "subject": "S2", "others": ["S1", "S3"]},
            {"value": "0,036 %", "subject": "S3", "others": ["S2", "S4"]},
        ],
    },
    [
        ("rapport_IF-24.docx", docx([
            ("title", "IF-24 - Séchage des rameaux d'if du Canada"),
            ("p", "Groupement forestier du Haut-Témiscouata (coopérative), Dégelis. Rapport d'Étienne Caron, ing.f., "
                  "coordonnateur des produits forestiers non ligneux. Version du 23 octobre 2024."),
            ("h1", "Contexte"),
            ("p", "L'if du Canada pousse en sous-bois dans nos érablières et nos sapinières. On cueille les pousses "
                  "de l'année (rameaux) pour Biotaxa Nordique, qui en extrait la 10-désacétylbaccatine III (10-DAB "
                  "III), un précurseur de médicaments contre le cancer. Biotaxa paie selon la teneur en 10-DAB III à "
                  "la réception, à 600 km d'ici. Les rameaux frais entassés dans des sacs chauffent en moins d'une "
                  "journée (fermentation), brunissent et perdent leur 10-DAB III. Les études sur le séchage des ifs "
                  "portent sur l'écorce de l'if de l'Ouest ou sur des petites quantités d'if européen au labo; "
                  "personne ne savait à quelle température nos rameaux pouvaient être séchés en vrac sans perdre "
                  "la molécule, ni si on pouvait le faire assez vite et pas cher en forêt."),
            ("h1", "Objectifs"),
            ("b", "10-DAB III à la réception au moins 0,045 % (masse sèche), le seuil du plein prix au contrat. "
                  "Les rameaux frais analysés en font 0,058 %."),
            ("b", "Humidité au plus 12 % en moins de 72 h après la cueillette."),
            ("b", "Coût de séchage au plus 0,35 $/kg de rameaux frais."),
            ("b", "Brunissement au plus 5 % des aiguilles."),
            ("h1", "Méthode"),
            ("p", "Un lot de 400 à 500 kg de rameaux frais par méthode, cueilli par la même équipe dans le même "
                  "secteur (Lac-des-Aigles). Humidité mesurée à l'humidimètre à grains et vérifiée à l'étuve. "
                  "Brunissement compté sur 200 aiguilles. Chaque lot est analysé par HPLC chez Biotaxa "
                  "(3 échantillons composites par lot)."),
            ("h1", "Chronologie et résultats"),
            ("b", "6 août 2024 : lancement avec Biotaxa; seuil de 0,045 % confirmé par courriel."),
            ("b", "20 août : S1, témoin, rameaux livrés frais en sacs de jute par camion. À l'arrivée, 38 °C au "
                  "centre des sacs. S1 arrive à 0,031 % de 10-DAB III et 22 % de brunissement."),
            ("b", "27 août : S2, séchage à l'air sous un abri de toile en forêt. Il pleut presque toute la semaine; "
                  "le 5 septembre, des moisissures apparaissent au fond des tas, et il faut 12 jours pour arriver à "
                  "12 %. S2 donne 0,040 %."),
            ("b", "10 septembre : S3, séchoir mobile (remorque à grain avec brûleur au propane) à 60 °C. Sec en "
                  "30 h, mais S3 tombe à 0,036 %. La chaleur détruit la 10-DAB III : à 60 °C, on perd plus qu'en "
                  "laissant chauffer les sacs."),
            ("b", "17 septembre : S4, même séchoir mobile réglé à 40 °C. 68 h pour arriver à 12 %, brunissement "
                  "3 %, coût 0,31 $/kg."),
            ("b", "24 septembre : S5, 40 °C avec un déshumidificateur qui recircule l'air. 52 h, mais 0,44 $/kg à "
                  "cause de l'électricité de la génératrice."),
            ("b", "11 octobre : résultats HPLC de S4 et S5 reçus. S4 : 0,052 %. S5 : 0,054 %."),
            ("b", "23 octobre : bilan."),
            ("h1", "Conclusion et incertitudes"),
            ("p", "S4 atteint les quatre objectifs (0,052 %, 68 h, 0,31 $/kg, 3 % de brunissement). S5 sèche plus "
                  "vite mais coûte trop cher. Par contre, S4 n'a été essayé que sur un lot, en fin de saison, avec de "
                  "l'air à 8-12 °C. On ne sait pas si 68 h tiendra en juillet, quand l'air est chaud et humide, ni "
                  "si la teneur se garde pendant l'entreposage des rameaux secs."),
            ("p", "Hors projet : formation des cueilleurs sur l'identification de l'if et les permis de "
                  "cueillette en forêt publique."),
        ])),
        ("sechage_IF-24.xlsx", xlsx([
            ("Lots", [
                ["lot", "date_cueillette", "methode", "masse_fraiche_kg", "temp_sechage_C", "heures_pour_12_pct",
                 "brunissement_pct", "cout_$_par_kg_frais", "remarque"],
                ["S1", D("2024-08-20"), "frais en sacs de jute (témoin)", 460, "s.o.", "s.o.", 22, 0.0,
                 "38 °C au centre des sacs à l'arrivée"],
                ["S2", D("2024-08-27"), "air libre sous abri", 430, "ambiante", 288, 9, 0.12, "moisissures au fond"],
                ["S3", D("2024-09-10"), "séchoir mobile 60 °C", 480, 60, 30, 4, 0.22, ""],
                ["S4", D("2024-09-17"), "séchoir mobile 40 °C", 470, 40, 68, 3, 0.31, "RETENU"],
                ["S5", D("2024-09-24"), "séchoir 40 °C + déshumidificateur", 450, 40, 52, 2, 0.44, "trop cher"],
            ]),
            ("Analyses", [
                ["lot", "date_resultat", "dab_pct_ech1", "dab_pct_ech2", "dab_pct_ech3", "dab_pct_moyenne"],
                ["frais (référence)", D("2024-08-20"), 0.057, 0.059, 0.058, 0.058],
                ["S1", D("2024-09-05"), 0.030, 0.032, 0.031, 0.031],
                ["S2", D("2024-09-24"), 0.041, 0.039, 0.040, 0.040],
                ["S3", D("2024-09-24"), 0.035, 0.037, 0.036, 0.036],
                ["S4", D("2024-10-11"), 0.051, 0.053, 0.052, 0.052],
                ["S5", D("2024-10-11"), 0.055, 0.053, 0.054, 0.054],
            ]),
        ])),
        ("courriels_IF-24.txt", text("""
            De : Lina Haddad, chimiste <lhaddad@biotaxa.example>
            À : Étienne Caron
            Date : 6 août 2024 10:14
            Objet : Seuil 10-DAB III - contrat 2024

            Bonjour Étienne,

            Pour répondre à votre question : le plein prix s'applique à partir de 0,045 % de 10-DAB III sur matière sèche, mesuré par HPLC à la réception. En bas de ça on paie au prorata, et sous 0,030 % on refuse le lot. Les rameaux frais de votre secteur tournent autour de 0,058 %, alors vous avez un peu de marge, mais pas beaucoup.

            Pour le séchage, je n'ai pas de données sur Taxus canadensis. Dans la littérature sur les autres espèces, on parle de pertes au-dessus de 50 °C, mais c'est du labo.

            Lina

            ----------------------------------------------------------------

            De : Ginette Ouellet
            À : Étienne Caron
            Date : 5 sept. 2024 16:40
            Objet : lot S2

            Étienne, les tas sous l'abri sentent le moisi, j'ai trouvé du blanc au fond des 3 tas. On est encore à 25 % d'humidité après 9 jours. Je retourne tout demain matin mais je pense que c'est fini pour l'air libre par un temps de même.

            Ginette

            ----------------------------------------------------------------

            De : Lina Haddad
            À : Étienne Caron
            Date : 11 octobre 2024 09:02
            Objet : Résultats S4 et S5

            Bonjour Étienne, S4 : 0,052 %, S5 : 0,054 %, moyennes de 3 échantillons. La différence entre les deux est dans la marge de la méthode. Les deux sont au plein prix. Belle saison!
            Lina
            """)),
    ],
)

# ---------------------------------------------------------------------------
# C08 métré automatique des conduits de ventilation sur plans PDF (entrepreneur en ventilation, Laval), 2025 -
#     journal de dev .md (titres ISO, style télégraphique et anglicismes) avec une publication LinkedIn du patron
#     collée au milieu (bruit); CSV des résultats par méthode et par firme (; virgule décimale); rapport de
#     validation PDF. Valeurs voisines : 18,4 / 7,9 / 4,1 / 3,8 / 1,8 / 6,8 % d'erreur.
#     Piège : l'objectif de 3 % n'est atteint que sur les plans vectoriels; le comptage des diffuseurs échoue.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_metre_conduits_ventilation_plans_pdf",
        "question": "Salut, peux-tu nous préparer les lignes 242, 244 et 246 pour notre projet de métré automatique des conduits (ME-25), avec un registre daté? Je t'envoie le journal de dev de Samir, le CSV des résultats et le rapport de validation.",
        "facts": {
            "242": [["au plus 3 %"], ["au moins 95 %"], ["au plus 90 s"], ["5 firmes"]],
            "244": [["lignes parallèles"], ["segmentation"], ["approche hybride"], ["échelle graphique"]],
            "246": [["1,8 %"], ["6,8 %"], ["84 %"], ["85 s"]],
        },
        "dates": ["2025-01-13", "2025-01-31", "2025-02-10", "2025-03-17", "2025-04-14", "2025-05-20", "2025-05-27",
                  "2025-06-03"],
        "noise": ["#FiersDeNotreÉquipe", "25 ans de service à Laval", "Commenter · Republier"],
        "bindings": [
            {"value": "18,4 %", "subject": "M1", "others": ["M2", "M3"]},
            {"value": "7,9 %", "subject": "M2", "others": ["M1", "M3"]},
            {"value": "4,1 %", "subject": "M3", "others": ["M2", "M4"]},
        ],
    },
    [
        ("journal_dev_ME-25.md", text("""
            # Journal dev - ME-25 métré auto des conduits
            Aéroflux Mécanique inc., Laval. Samir Benali (dev), avec Josée Thibault (estimatrice en chef) comme référence terrain.

            ## 2025-01-13 (lun.) - kick-off
            Contexte : Josée et 2 estimateurs passent ~40 % de leur temps à mesurer des conduits au surligneur sur des plans PDF d'ingénieurs pour les soumissions. Les logiciels de métré qu'on a essayés (2 licences d'essai) demandent de cliquer chaque conduit à la main : gain minime. La détection auto des conduits n'existe pas pour nos plans : chaque firme d'ingé a ses calques, ses épaisseurs de trait, ses symboles, et la moitié des plans arrivent tout mélangés (archi + méca sur la même feuille), parfois numérisés.
            Cibles fixées avec Josée :
            - erreur au plus 3 % sur la longueur totale de conduits par feuille (référence = métré manuel de Josée);
            - au moins 95 % des diffuseurs et grilles comptés;
            - au plus 90 s par feuille sur le laptop d'un estimateur;
            - marcher sur les plans de 5 firmes d'ingénieurs (nos clients principaux), dont 2 qui envoient des plans numérisés.
            Jeu de test : 40 feuilles (8 par firme), jamais vues à l'entraînement.

            ## 2025-01-31 (ven.)
            Fini d'annoter 300 feuilles de vieux projets pour l'entraînement (Josée + stagiaire). Masques conduits / diffuseurs / texte.

            ## 2025-02-10 (lun.) - M1
            M1 = règles sur les vecteurs du PDF : on cherche des paires de lignes parallèles à distance constante = un conduit, on mesure l'axe. Rapide (12 s/feuille) mais M1 donne 18,4 % d'erreur moyenne sur les firmes A, B et C. Les hachures, les murs et les cotes font aussi des lignes parallèles. Sur D et E (plans numérisés) : aucun vecteur, M1 ne sort rien. Règles seules = dead end.

            ## 2025-03-17 (lun.) - M2
            M2 = on rasterise la feuille et on fait de la segmentation (U-Net, entraîné sur les 300 feuilles). Marche sur les scans aussi. M2 arrive à 7,9 % d'erreur moyenne, mais 240 s par feuille sur CPU, et les longueurs sont mesurées en pixels : une petite erreur d'échelle fausse tout.

            > --- copié de LinkedIn par Daniel (pour qu'on le voie, dit-il) ---
            > Daniel Mercier - Président chez Aéroflux Mécanique
            > Quelle fierté de célébrer nos 25 ans de service à Laval! Merci à nos clients, nos partenaires et surtout à notre équipe de ferblantiers, d'estimateurs et de chargés de projets. On embauche : ferblantiers, apprentis et estimateurs, écrivez-nous!
            > #FiersDeNotreÉquipe #Ventilation #Laval
            > 87 réactions - 12 commentaires
            > J'aime · Commenter · Republier · Envoyer
            > ---

            ## 2025-04-14 (lun.) - M3
            M3 = approche hybride : la segmentation dit où sont les conduits, puis on va chercher les vecteurs du PDF dans ces zones pour mesurer précisément (et on garde la mesure raster quand il n'y a pas de vecteurs). M3 tombe à 4,1 % d'erreur moyenne, 70 s par feuille. Les pires erreurs restent l'échelle : certaines feuilles ont des détails à une autre échelle que le plan principal.

            ## 2025-05-20 (mar.) - M4
            M4 = M3 + OCR des dimensions écrites sur les conduits (« 24x12 », « Ø10 ») pour valider la largeur, + détection de l'échelle graphique de chaque fenêtre de la feuille au lieu d'une échelle unique. 85 s par feuille. Résultats :
            - plans vectoriels (A, B, C) : 1,8 % d'erreur moyenne, sous la cible;
            - plans numérisés (D, E) : 6,8 %, le scan déforme les longueurs et l'OCR lit mal les petites cotes;
            - diffuseurs : 84 % comptés seulement, chaque firme a ses symboles et certains ressemblent à des luminaires.

            ## 2025-05-27 (mar.)
            Rapport de validation sorti (PDF), 40 feuilles, comparé feuille par feuille avec les métrés de Josée.

            ## 2025-06-03 (mar.) - bilan avec Josée
            On met M4 en production pour les plans vectoriels seulement, Josée vérifie les diffuseurs à la main. Pas encore de solution pour les scans ni pour les symboles de diffuseurs : on ne sait pas si plus de données d'entraînement suffiraient ou s'il faut une autre approche.
            Hors projet : migration des soumissions vers le nouveau gabarit Excel et formation des estimateurs.
            """)),
        ("resultats_validation_ME-25.csv", text("""
            methode;date_essai;firme;type_plan;feuilles;erreur_longueur_pct;diffuseurs_comptes_pct;temps_moyen_s
            M1;10/02/2025;A;vectoriel;8;14,2;66;12
            M1;10/02/2025;B;vectoriel;8;21,0;60;12
            M1;10/02/2025;C;vectoriel;8;20,0;61;11
            M1;10/02/2025;D;numérisé;8;échec (aucun vecteur);0;s.o.
            M1;10/02/2025;E;numérisé;8;échec (aucun vecteur);0;s.o.
            M2;17/03/2025;A;vectoriel;8;6,5;80;236
            M2;17/03/2025;B;vectoriel;8;8,0;79;241
            M2;17/03/2025;C;vectoriel;8;7,4;81;238
            M2;17/03/2025;D;numérisé;8;9,1;75;244
            M2;17/03/2025;E;numérisé;8;8,5;76;242
            M3;14/04/2025;A;vectoriel;8;3,2;83;68
            M3;14/04/2025;B;vectoriel;8;4,0;82;71
            M3;14/04/2025;C;vectoriel;8;3,6;82;69
            M3;14/04/2025;D;numérisé;8;5,0;79;72
            M3;14/04/2025;E;numérisé;8;4,7;79;70
            M4;20/05/2025;A;vectoriel;8;1,4;86;83
            M4;20/05/2025;B;vectoriel;8;1,9;85;86
            M4;20/05/2025;C;vectoriel;8;2,1;85;84
            M4;20/05/2025;D;numérisé;8;6,9;82;87
            M4;20/05/2025;E;numérisé;8;6,7;82;85
            """)),
        ("rapport_validation_ME-25.pdf", pdf([
            ("title", "Rapport de validation - métré automatique ME-25"),
            ("p", "Aéroflux Mécanique inc., Laval. Préparé par Samir Benali, le 27 mai 2025. Méthode évaluée : M4 "
                  "(approche hybride avec OCR des dimensions et échelle graphique par fenêtre)."),
            ("h1", "Protocole"),
            ("p", "40 feuilles de plans de ventilation de 5 firmes d'ingénieurs (8 feuilles par firme), aucune "
                  "utilisée à l'entraînement. Référence : métré manuel de Josée Thibault, estimatrice en chef. "
                  "Erreur = écart absolu sur la longueur totale de conduits de la feuille. Temps mesuré sur un "
                  "portable d'estimateur (i7, 16 Go, sans carte graphique)."),
            ("h1", "Résultats de M4"),
            ("table", [
                ["Firme", "Type de plan", "Erreur moyenne", "Diffuseurs comptés", "Temps moyen"],
                ["A", "vectoriel", "1,4 %", "86 %", "83 s"],
                ["B", "vectoriel", "1,9 %", "85 %", "86 s"],
                ["C", "vectoriel", "2,1 %", "85 %", "84 s"],
                ["D", "numérisé", "6,9 %", "82 %", "87 s"],
                ["E", "numérisé", "6,7 %", "82 %", "85 s"],
                ["Ensemble", "", "3,8 %", "84 %", "85 s"],
            ]),
            ("h1", "Constats"),
            ("b", "Plans vectoriels : erreur moyenne de 1,8 %, cible de 3 % atteinte."),
            ("b", "Plans numérisés : erreur moyenne de 6,8 %, cible non atteinte."),
            ("b", "Diffuseurs et grilles : 84 % comptés, loin de la cible de 95 %."),
            ("b", "Temps : 85 s par feuille en moyenne, sous la cible de 90 s."),
        ], header="Aéroflux Mécanique inc. - ME-25", footer="Rapport de validation")),
    ],
)
