; ModuleID = 'float_special.c'
source_filename = "float_special.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [35 x i8] c"inf=%f ninf=%f %e %g %10.3f|%-8g|\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [26 x i8] c"class: %s %s %s %s %s %s\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [8 x i8] c"nan,nan\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [6 x i8] c"nan,1\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [8 x i8] c"inf,inf\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [9 x i8] c"inf,ninf\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [5 x i8] c"0,-0\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [6 x i8] c"1,inf\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [68 x i8] c"inf-inf is %s, inf*0 is %s, inf+1 is %s, 1/inf is %s, -1/inf is %s\0A\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [26 x i8] c"nan+1 is %s, nan*0 is %s\0A\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [13 x i8] c"m1 %s m2 %s\0A\00", align 1, !dbg !43
@.str.11 = private unnamed_addr constant [22 x i8] c"nz=%f %g %e, 1/nz=%f\0A\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [27 x i8] c"0*-1=%f  -0+0=%f  -0-0=%f\0A\00", align 1, !dbg !53
@.str.13 = private unnamed_addr constant [38 x i8] c"DBL_MAX=%e DBL_MIN=%e DBL_EPSILON=%e\0A\00", align 1, !dbg !58
@.str.14 = private unnamed_addr constant [38 x i8] c"FLT_MAX=%e FLT_MIN=%e FLT_EPSILON=%e\0A\00", align 1, !dbg !63
@.str.15 = private unnamed_addr constant [48 x i8] c"DBL_MANT_DIG=%d FLT_MANT_DIG=%d DBL_MAX_EXP=%d\0A\00", align 1, !dbg !65
@.str.16 = private unnamed_addr constant [17 x i8] c"DBL_MAX*2 is %s\0A\00", align 1, !dbg !70
@.str.17 = private unnamed_addr constant [22 x i8] c"FLT_MAX*2 is %s (%f)\0A\00", align 1, !dbg !75
@.str.18 = private unnamed_addr constant [12 x i8] c"tiny=%e %s\0A\00", align 1, !dbg !77
@.str.19 = private unnamed_addr constant [35 x i8] c"halvings to zero from DBL_MIN: %d\0A\00", align 1, !dbg !82
@.str.20 = private unnamed_addr constant [49 x i8] c"computed epsilon %e after %d halvings, equal=%d\0A\00", align 1, !dbg !84
@.str.21 = private unnamed_addr constant [27 x i8] c"float epsilon %e equal=%d\0A\00", align 1, !dbg !89
@.str.22 = private unnamed_addr constant [31 x i8] c"nans=%d infs=%d finite sum=%f\0A\00", align 1, !dbg !91
@.str.23 = private unnamed_addr constant [5 x i8] c"%g%c\00", align 1, !dbg !96
@.str.24 = private unnamed_addr constant [4 x i8] c"nan\00", align 1, !dbg !98
@.str.25 = private unnamed_addr constant [5 x i8] c"+inf\00", align 1, !dbg !103
@.str.26 = private unnamed_addr constant [5 x i8] c"-inf\00", align 1, !dbg !105
@.str.27 = private unnamed_addr constant [6 x i8] c"+zero\00", align 1, !dbg !107
@.str.28 = private unnamed_addr constant [6 x i8] c"-zero\00", align 1, !dbg !109
@.str.29 = private unnamed_addr constant [10 x i8] c"subnormal\00", align 1, !dbg !111
@.str.30 = private unnamed_addr constant [7 x i8] c"normal\00", align 1, !dbg !116
@.str.31 = private unnamed_addr constant [41 x i8] c"%-10s == %d != %d < %d <= %d > %d >= %d\0A\00", align 1, !dbg !121

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !138 {
  %1 = alloca double, align 8, !DIAssignID !187
    #dbg_assign(i1 undef, !143, !DIExpression(), !187, ptr %1, !DIExpression(), !188)
  %2 = alloca double, align 8, !DIAssignID !189
    #dbg_assign(i1 undef, !145, !DIExpression(), !189, ptr %2, !DIExpression(), !188)
  %3 = alloca float, align 4, !DIAssignID !190
    #dbg_assign(i1 undef, !156, !DIExpression(), !190, ptr %3, !DIExpression(), !188)
  %4 = alloca float, align 4, !DIAssignID !191
    #dbg_assign(i1 undef, !166, !DIExpression(), !191, ptr %4, !DIExpression(), !188)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !192
  store volatile double 0.000000e+00, ptr %1, align 8, !dbg !193, !tbaa !194, !DIAssignID !198
    #dbg_assign(double 0.000000e+00, !143, !DIExpression(), !198, ptr %1, !DIExpression(), !188)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2), !dbg !192
  store volatile double 1.000000e+00, ptr %2, align 8, !dbg !199, !tbaa !194, !DIAssignID !200
    #dbg_assign(double 1.000000e+00, !145, !DIExpression(), !200, ptr %2, !DIExpression(), !188)
  %5 = load volatile double, ptr %2, align 8, !dbg !201, !tbaa !194
  %6 = load volatile double, ptr %1, align 8, !dbg !202, !tbaa !194
    #dbg_value(double poison, !146, !DIExpression(), !188)
  %7 = load volatile double, ptr %2, align 8, !dbg !203, !tbaa !194
  %8 = fneg double %7, !dbg !204
  %9 = load volatile double, ptr %1, align 8, !dbg !205, !tbaa !194
  %10 = insertelement <2 x double> poison, double %8, i64 0, !dbg !206
  %11 = insertelement <2 x double> %10, double %5, i64 1, !dbg !206
  %12 = insertelement <2 x double> poison, double %9, i64 0, !dbg !206
  %13 = insertelement <2 x double> %12, double %6, i64 1, !dbg !206
  %14 = fdiv <2 x double> %11, %13, !dbg !206
    #dbg_value(double poison, !147, !DIExpression(), !188)
  %15 = load volatile double, ptr %1, align 8, !dbg !207, !tbaa !194
  %16 = load volatile double, ptr %1, align 8, !dbg !208, !tbaa !194
  %17 = fdiv double %15, %16, !dbg !209
    #dbg_value(double %17, !148, !DIExpression(), !188)
  %18 = extractelement <2 x double> %14, i64 0, !dbg !210
  %19 = extractelement <2 x double> %14, i64 1, !dbg !211
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %19, double noundef %18, double noundef %19, double noundef %18, double noundef %19, double noundef %19), !dbg !210
    #dbg_value(double poison, !225, !DIExpression(), !227)
    #dbg_value(double poison, !216, !DIExpression(), !228)
  %21 = fcmp ord double %19, 0.000000e+00, !dbg !211
  br i1 %21, label %22, label %38, !dbg !229

22:                                               ; preds = %0
    #dbg_value(double poison, !230, !DIExpression(), !233)
    #dbg_value(double poison, !216, !DIExpression(), !236)
  %23 = fsub double %19, %19, !dbg !238
  %24 = fcmp ord double %23, 0.000000e+00, !dbg !238
  br i1 %24, label %28, label %25, !dbg !239

25:                                               ; preds = %22
  %26 = fcmp ogt double %19, 0.000000e+00, !dbg !240
  %27 = select i1 %26, ptr @.str.25, ptr @.str.26, !dbg !241
  br label %38, !dbg !242

28:                                               ; preds = %22
  %29 = fcmp oeq double %19, 0.000000e+00, !dbg !243
  br i1 %29, label %30, label %34, !dbg !245

30:                                               ; preds = %28
  %31 = fdiv double 1.000000e+00, %19, !dbg !246
  %32 = fcmp ogt double %31, 0.000000e+00, !dbg !247
  %33 = select i1 %32, ptr @.str.27, ptr @.str.28, !dbg !248
  br label %38, !dbg !249

34:                                               ; preds = %28
  %35 = tail call double @llvm.fabs.f64(double %19), !dbg !250
  %36 = fcmp olt double %35, 0x10000000000000, !dbg !250
  %37 = select i1 %36, ptr @.str.29, ptr @.str.30, !dbg !227
  br label %38, !dbg !227

38:                                               ; preds = %0, %25, %30, %34
  %39 = phi ptr [ %27, %25 ], [ %33, %30 ], [ @.str.24, %0 ], [ %37, %34 ], !dbg !227
    #dbg_value(double poison, !225, !DIExpression(), !252)
    #dbg_value(double poison, !216, !DIExpression(), !254)
  %40 = fcmp ord double %18, 0.000000e+00, !dbg !256
  br i1 %40, label %41, label %58, !dbg !257

41:                                               ; preds = %38
    #dbg_value(double poison, !230, !DIExpression(), !258)
    #dbg_value(double poison, !216, !DIExpression(), !260)
  %42 = fsub <2 x double> %14, %14, !dbg !262
  %43 = extractelement <2 x double> %42, i64 0, !dbg !262
  %44 = fcmp ord double %43, 0.000000e+00, !dbg !262
  br i1 %44, label %48, label %45, !dbg !263

45:                                               ; preds = %41
  %46 = fcmp ogt double %18, 0.000000e+00, !dbg !264
  %47 = select i1 %46, ptr @.str.25, ptr @.str.26, !dbg !265
  br label %58, !dbg !266

48:                                               ; preds = %41
  %49 = fcmp oeq double %18, 0.000000e+00, !dbg !267
  br i1 %49, label %50, label %54, !dbg !268

50:                                               ; preds = %48
  %51 = fdiv double 1.000000e+00, %18, !dbg !269
  %52 = fcmp ogt double %51, 0.000000e+00, !dbg !270
  %53 = select i1 %52, ptr @.str.27, ptr @.str.28, !dbg !271
  br label %58, !dbg !272

54:                                               ; preds = %48
  %55 = tail call double @llvm.fabs.f64(double %18), !dbg !273
  %56 = fcmp olt double %55, 0x10000000000000, !dbg !273
  %57 = select i1 %56, ptr @.str.29, ptr @.str.30, !dbg !252
  br label %58, !dbg !252

58:                                               ; preds = %38, %45, %50, %54
  %59 = phi ptr [ %47, %45 ], [ %53, %50 ], [ @.str.24, %38 ], [ %57, %54 ], !dbg !252
    #dbg_value(double %17, !225, !DIExpression(), !274)
    #dbg_value(double %17, !216, !DIExpression(), !276)
  %60 = fcmp ord double %17, 0.000000e+00, !dbg !278
  br i1 %60, label %61, label %77, !dbg !279

61:                                               ; preds = %58
    #dbg_value(double %17, !230, !DIExpression(), !280)
    #dbg_value(double %17, !216, !DIExpression(), !282)
  %62 = fsub double %17, %17, !dbg !284
  %63 = fcmp ord double %62, 0.000000e+00, !dbg !284
  br i1 %63, label %67, label %64, !dbg !285

64:                                               ; preds = %61
  %65 = fcmp ogt double %17, 0.000000e+00, !dbg !286
  %66 = select i1 %65, ptr @.str.25, ptr @.str.26, !dbg !287
  br label %77, !dbg !288

67:                                               ; preds = %61
  %68 = fcmp oeq double %17, 0.000000e+00, !dbg !289
  br i1 %68, label %69, label %73, !dbg !290

69:                                               ; preds = %67
  %70 = fdiv double 1.000000e+00, %17, !dbg !291
  %71 = fcmp ogt double %70, 0.000000e+00, !dbg !292
  %72 = select i1 %71, ptr @.str.27, ptr @.str.28, !dbg !293
  br label %77, !dbg !294

73:                                               ; preds = %67
  %74 = tail call double @llvm.fabs.f64(double %17), !dbg !295
  %75 = fcmp olt double %74, 0x10000000000000, !dbg !295
  %76 = select i1 %75, ptr @.str.29, ptr @.str.30, !dbg !274
  br label %77, !dbg !274

77:                                               ; preds = %58, %64, %69, %73
  %78 = phi ptr [ %66, %64 ], [ %72, %69 ], [ @.str.24, %58 ], [ %76, %73 ], !dbg !274
  %79 = load volatile double, ptr %1, align 8, !dbg !296, !tbaa !194
    #dbg_value(double %79, !225, !DIExpression(), !297)
    #dbg_value(double %79, !216, !DIExpression(), !299)
  %80 = fcmp ord double %79, 0.000000e+00, !dbg !301
  br i1 %80, label %81, label %97, !dbg !302

81:                                               ; preds = %77
    #dbg_value(double %79, !230, !DIExpression(), !303)
    #dbg_value(double %79, !216, !DIExpression(), !305)
  %82 = fsub double %79, %79, !dbg !307
  %83 = fcmp ord double %82, 0.000000e+00, !dbg !307
  br i1 %83, label %87, label %84, !dbg !308

84:                                               ; preds = %81
  %85 = fcmp ogt double %79, 0.000000e+00, !dbg !309
  %86 = select i1 %85, ptr @.str.25, ptr @.str.26, !dbg !310
  br label %97, !dbg !311

87:                                               ; preds = %81
  %88 = fcmp oeq double %79, 0.000000e+00, !dbg !312
  br i1 %88, label %89, label %93, !dbg !313

89:                                               ; preds = %87
  %90 = fdiv double 1.000000e+00, %79, !dbg !314
  %91 = fcmp ogt double %90, 0.000000e+00, !dbg !315
  %92 = select i1 %91, ptr @.str.27, ptr @.str.28, !dbg !316
  br label %97, !dbg !317

93:                                               ; preds = %87
  %94 = tail call double @llvm.fabs.f64(double %79), !dbg !318
  %95 = fcmp olt double %94, 0x10000000000000, !dbg !318
  %96 = select i1 %95, ptr @.str.29, ptr @.str.30, !dbg !297
  br label %97, !dbg !297

97:                                               ; preds = %77, %84, %89, %93
  %98 = phi ptr [ %86, %84 ], [ %92, %89 ], [ @.str.24, %77 ], [ %96, %93 ], !dbg !297
  %99 = load volatile double, ptr %1, align 8, !dbg !319, !tbaa !194
    #dbg_value(double poison, !225, !DIExpression(), !320)
    #dbg_value(double poison, !216, !DIExpression(), !322)
  %100 = fcmp ord double %99, 0.000000e+00, !dbg !324
  br i1 %100, label %101, label %117, !dbg !325

101:                                              ; preds = %97
    #dbg_value(double poison, !230, !DIExpression(), !326)
    #dbg_value(double poison, !216, !DIExpression(), !328)
  %102 = fsub double %99, %99, !dbg !330
  %103 = fcmp ord double %102, 0.000000e+00, !dbg !330
  br i1 %103, label %107, label %104, !dbg !331

104:                                              ; preds = %101
  %105 = fcmp olt double %99, 0.000000e+00, !dbg !332
  %106 = select i1 %105, ptr @.str.25, ptr @.str.26, !dbg !333
  br label %117, !dbg !334

107:                                              ; preds = %101
  %108 = fcmp oeq double %99, 0.000000e+00, !dbg !335
  br i1 %108, label %109, label %113, !dbg !336

109:                                              ; preds = %107
  %110 = fdiv double -1.000000e+00, %99, !dbg !337
  %111 = fcmp ogt double %110, 0.000000e+00, !dbg !338
  %112 = select i1 %111, ptr @.str.27, ptr @.str.28, !dbg !339
  br label %117, !dbg !340

113:                                              ; preds = %107
  %114 = tail call double @llvm.fabs.f64(double %99), !dbg !341
  %115 = fcmp olt double %114, 0x10000000000000, !dbg !341
  %116 = select i1 %115, ptr @.str.29, ptr @.str.30, !dbg !320
  br label %117, !dbg !320

117:                                              ; preds = %97, %104, %109, %113
  %118 = phi ptr [ %106, %104 ], [ %112, %109 ], [ @.str.24, %97 ], [ %116, %113 ], !dbg !320
  %119 = load volatile double, ptr %2, align 8, !dbg !342, !tbaa !194
    #dbg_value(double %119, !225, !DIExpression(), !343)
    #dbg_value(double %119, !216, !DIExpression(), !345)
  %120 = fcmp ord double %119, 0.000000e+00, !dbg !347
  br i1 %120, label %121, label %137, !dbg !348

121:                                              ; preds = %117
    #dbg_value(double %119, !230, !DIExpression(), !349)
    #dbg_value(double %119, !216, !DIExpression(), !351)
  %122 = fsub double %119, %119, !dbg !353
  %123 = fcmp ord double %122, 0.000000e+00, !dbg !353
  br i1 %123, label %127, label %124, !dbg !354

124:                                              ; preds = %121
  %125 = fcmp ogt double %119, 0.000000e+00, !dbg !355
  %126 = select i1 %125, ptr @.str.25, ptr @.str.26, !dbg !356
  br label %137, !dbg !357

127:                                              ; preds = %121
  %128 = fcmp oeq double %119, 0.000000e+00, !dbg !358
  br i1 %128, label %129, label %133, !dbg !359

129:                                              ; preds = %127
  %130 = fdiv double 1.000000e+00, %119, !dbg !360
  %131 = fcmp ogt double %130, 0.000000e+00, !dbg !361
  %132 = select i1 %131, ptr @.str.27, ptr @.str.28, !dbg !362
  br label %137, !dbg !363

133:                                              ; preds = %127
  %134 = tail call double @llvm.fabs.f64(double %119), !dbg !364
  %135 = fcmp olt double %134, 0x10000000000000, !dbg !364
  %136 = select i1 %135, ptr @.str.29, ptr @.str.30, !dbg !343
  br label %137, !dbg !343

137:                                              ; preds = %117, %124, %129, %133
  %138 = phi ptr [ %126, %124 ], [ %132, %129 ], [ @.str.24, %117 ], [ %136, %133 ], !dbg !343
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %39, ptr noundef nonnull %59, ptr noundef nonnull %78, ptr noundef nonnull %98, ptr noundef nonnull %118, ptr noundef nonnull %138), !dbg !365
    #dbg_value(ptr @.str.2, !366, !DIExpression(), !373)
    #dbg_value(double %17, !371, !DIExpression(), !373)
    #dbg_value(double %17, !372, !DIExpression(), !373)
  %140 = zext i1 %60 to i32, !dbg !375
  %141 = fcmp uno double %17, 0.000000e+00, !dbg !376
  %142 = zext i1 %141 to i32, !dbg !376
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, ptr noundef nonnull @.str.2, i32 noundef %140, i32 noundef %142, i32 noundef 0, i32 noundef %140, i32 noundef 0, i32 noundef %140), !dbg !377
  %144 = load volatile double, ptr %2, align 8, !dbg !378, !tbaa !194
    #dbg_value(ptr @.str.3, !366, !DIExpression(), !379)
    #dbg_value(double %17, !371, !DIExpression(), !379)
    #dbg_value(double %144, !372, !DIExpression(), !379)
  %145 = fcmp oeq double %17, %144, !dbg !381
  %146 = zext i1 %145 to i32, !dbg !381
  %147 = fcmp une double %17, %144, !dbg !382
  %148 = zext i1 %147 to i32, !dbg !382
  %149 = fcmp olt double %17, %144, !dbg !383
  %150 = zext i1 %149 to i32, !dbg !383
  %151 = fcmp ole double %17, %144, !dbg !384
  %152 = zext i1 %151 to i32, !dbg !384
  %153 = fcmp ogt double %17, %144, !dbg !385
  %154 = zext i1 %153 to i32, !dbg !385
  %155 = fcmp oge double %17, %144, !dbg !386
  %156 = zext i1 %155 to i32, !dbg !386
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, ptr noundef nonnull @.str.3, i32 noundef %146, i32 noundef %148, i32 noundef %150, i32 noundef %152, i32 noundef %154, i32 noundef %156), !dbg !387
    #dbg_value(ptr @.str.4, !366, !DIExpression(), !388)
    #dbg_value(double poison, !371, !DIExpression(), !388)
    #dbg_value(double poison, !372, !DIExpression(), !388)
  %158 = zext i1 %21 to i32, !dbg !390
  %159 = fcmp uno double %19, 0.000000e+00, !dbg !391
  %160 = zext i1 %159 to i32, !dbg !391
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, ptr noundef nonnull @.str.4, i32 noundef %158, i32 noundef %160, i32 noundef 0, i32 noundef %158, i32 noundef 0, i32 noundef %158), !dbg !392
    #dbg_value(ptr @.str.5, !366, !DIExpression(), !393)
    #dbg_value(double poison, !371, !DIExpression(), !393)
    #dbg_value(double poison, !372, !DIExpression(), !393)
  %162 = fcmp oeq double %19, %18, !dbg !395
  %163 = zext i1 %162 to i32, !dbg !395
  %164 = fcmp une double %19, %18, !dbg !396
  %165 = zext i1 %164 to i32, !dbg !396
  %166 = shufflevector <2 x double> %14, <2 x double> poison, <2 x i32> <i32 1, i32 0>, !dbg !397
  %167 = fcmp ogt <2 x double> %14, %166, !dbg !397
  %168 = extractelement <2 x i1> %167, i64 0, !dbg !398
  %169 = zext i1 %168 to i32, !dbg !398
  %170 = fcmp ole double %19, %18, !dbg !399
  %171 = zext i1 %170 to i32, !dbg !399
  %172 = extractelement <2 x i1> %167, i64 1, !dbg !397
  %173 = zext i1 %172 to i32, !dbg !397
  %174 = fcmp oge double %19, %18, !dbg !400
  %175 = zext i1 %174 to i32, !dbg !400
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, ptr noundef nonnull @.str.5, i32 noundef %163, i32 noundef %165, i32 noundef %169, i32 noundef %171, i32 noundef %173, i32 noundef %175), !dbg !401
  %177 = load volatile double, ptr %1, align 8, !dbg !402, !tbaa !194
  %178 = load volatile double, ptr %1, align 8, !dbg !403, !tbaa !194
  %179 = fneg double %178, !dbg !404
    #dbg_value(ptr @.str.6, !366, !DIExpression(), !405)
    #dbg_value(double %177, !371, !DIExpression(), !405)
    #dbg_value(double %179, !372, !DIExpression(), !405)
  %180 = fcmp oeq double %177, %179, !dbg !407
  %181 = zext i1 %180 to i32, !dbg !407
  %182 = fcmp une double %177, %179, !dbg !408
  %183 = zext i1 %182 to i32, !dbg !408
  %184 = fcmp olt double %177, %179, !dbg !409
  %185 = zext i1 %184 to i32, !dbg !409
  %186 = fcmp ole double %177, %179, !dbg !410
  %187 = zext i1 %186 to i32, !dbg !410
  %188 = fcmp ogt double %177, %179, !dbg !411
  %189 = zext i1 %188 to i32, !dbg !411
  %190 = fcmp oge double %177, %179, !dbg !412
  %191 = zext i1 %190 to i32, !dbg !412
  %192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, ptr noundef nonnull @.str.6, i32 noundef %181, i32 noundef %183, i32 noundef %185, i32 noundef %187, i32 noundef %189, i32 noundef %191), !dbg !413
  %193 = load volatile double, ptr %2, align 8, !dbg !414, !tbaa !194
    #dbg_value(ptr @.str.7, !366, !DIExpression(), !415)
    #dbg_value(double %193, !371, !DIExpression(), !415)
    #dbg_value(double poison, !372, !DIExpression(), !415)
  %194 = fcmp oeq double %193, %19, !dbg !417
  %195 = zext i1 %194 to i32, !dbg !417
  %196 = fcmp une double %193, %19, !dbg !418
  %197 = zext i1 %196 to i32, !dbg !418
  %198 = fcmp olt double %193, %19, !dbg !419
  %199 = zext i1 %198 to i32, !dbg !419
  %200 = fcmp ole double %193, %19, !dbg !420
  %201 = zext i1 %200 to i32, !dbg !420
  %202 = fcmp ogt double %193, %19, !dbg !421
  %203 = zext i1 %202 to i32, !dbg !421
  %204 = fcmp oge double %193, %19, !dbg !422
  %205 = zext i1 %204 to i32, !dbg !422
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, ptr noundef nonnull @.str.7, i32 noundef %195, i32 noundef %197, i32 noundef %199, i32 noundef %201, i32 noundef %203, i32 noundef %205), !dbg !423
  %207 = fsub double %19, %19, !dbg !424
    #dbg_value(double %207, !225, !DIExpression(), !425)
    #dbg_value(double %207, !216, !DIExpression(), !427)
  %208 = fcmp ord double %207, 0.000000e+00, !dbg !429
  br i1 %208, label %209, label %225, !dbg !430

209:                                              ; preds = %137
    #dbg_value(double %207, !230, !DIExpression(), !431)
    #dbg_value(double %207, !216, !DIExpression(), !433)
  %210 = fsub double %207, %207, !dbg !435
  %211 = fcmp ord double %210, 0.000000e+00, !dbg !435
  br i1 %211, label %215, label %212, !dbg !436

212:                                              ; preds = %209
  %213 = fcmp ogt double %207, 0.000000e+00, !dbg !437
  %214 = select i1 %213, ptr @.str.25, ptr @.str.26, !dbg !438
  br label %225, !dbg !439

215:                                              ; preds = %209
  %216 = fcmp oeq double %207, 0.000000e+00, !dbg !440
  br i1 %216, label %217, label %221, !dbg !441

217:                                              ; preds = %215
  %218 = fdiv double 1.000000e+00, %207, !dbg !442
  %219 = fcmp ogt double %218, 0.000000e+00, !dbg !443
  %220 = select i1 %219, ptr @.str.27, ptr @.str.28, !dbg !444
  br label %225, !dbg !445

221:                                              ; preds = %215
  %222 = tail call double @llvm.fabs.f64(double %207), !dbg !446
  %223 = fcmp olt double %222, 0x10000000000000, !dbg !446
  %224 = select i1 %223, ptr @.str.29, ptr @.str.30, !dbg !425
  br label %225, !dbg !425

225:                                              ; preds = %137, %212, %217, %221
  %226 = phi ptr [ %214, %212 ], [ %220, %217 ], [ @.str.24, %137 ], [ %224, %221 ], !dbg !425
  %227 = load volatile double, ptr %1, align 8, !dbg !447, !tbaa !194
  %228 = fmul double %19, %227, !dbg !448
    #dbg_value(double %228, !225, !DIExpression(), !449)
    #dbg_value(double %228, !216, !DIExpression(), !451)
  %229 = fcmp ord double %228, 0.000000e+00, !dbg !453
  br i1 %229, label %230, label %246, !dbg !454

230:                                              ; preds = %225
    #dbg_value(double %228, !230, !DIExpression(), !455)
    #dbg_value(double %228, !216, !DIExpression(), !457)
  %231 = fsub double %228, %228, !dbg !459
  %232 = fcmp ord double %231, 0.000000e+00, !dbg !459
  br i1 %232, label %236, label %233, !dbg !460

233:                                              ; preds = %230
  %234 = fcmp ogt double %228, 0.000000e+00, !dbg !461
  %235 = select i1 %234, ptr @.str.25, ptr @.str.26, !dbg !462
  br label %246, !dbg !463

236:                                              ; preds = %230
  %237 = fcmp oeq double %228, 0.000000e+00, !dbg !464
  br i1 %237, label %238, label %242, !dbg !465

238:                                              ; preds = %236
  %239 = fdiv double 1.000000e+00, %228, !dbg !466
  %240 = fcmp ogt double %239, 0.000000e+00, !dbg !467
  %241 = select i1 %240, ptr @.str.27, ptr @.str.28, !dbg !468
  br label %246, !dbg !469

242:                                              ; preds = %236
  %243 = tail call double @llvm.fabs.f64(double %228), !dbg !470
  %244 = fcmp olt double %243, 0x10000000000000, !dbg !470
  %245 = select i1 %244, ptr @.str.29, ptr @.str.30, !dbg !449
  br label %246, !dbg !449

246:                                              ; preds = %225, %233, %238, %242
  %247 = phi ptr [ %235, %233 ], [ %241, %238 ], [ @.str.24, %225 ], [ %245, %242 ], !dbg !449
  %248 = fadd double %19, 1.000000e+00, !dbg !471
    #dbg_value(double %248, !225, !DIExpression(), !472)
    #dbg_value(double %248, !216, !DIExpression(), !474)
  %249 = fcmp ord double %248, 0.000000e+00, !dbg !476
  br i1 %249, label %250, label %266, !dbg !477

250:                                              ; preds = %246
    #dbg_value(double %248, !230, !DIExpression(), !478)
    #dbg_value(double %248, !216, !DIExpression(), !480)
  %251 = fsub double %248, %248, !dbg !482
  %252 = fcmp ord double %251, 0.000000e+00, !dbg !482
  br i1 %252, label %256, label %253, !dbg !483

253:                                              ; preds = %250
  %254 = fcmp ogt double %248, 0.000000e+00, !dbg !484
  %255 = select i1 %254, ptr @.str.25, ptr @.str.26, !dbg !485
  br label %266, !dbg !486

256:                                              ; preds = %250
  %257 = fcmp oeq double %248, 0.000000e+00, !dbg !487
  br i1 %257, label %258, label %262, !dbg !488

258:                                              ; preds = %256
  %259 = fdiv double 1.000000e+00, %248, !dbg !489
  %260 = fcmp ogt double %259, 0.000000e+00, !dbg !490
  %261 = select i1 %260, ptr @.str.27, ptr @.str.28, !dbg !491
  br label %266, !dbg !492

262:                                              ; preds = %256
  %263 = tail call double @llvm.fabs.f64(double %248), !dbg !493
  %264 = fcmp olt double %263, 0x10000000000000, !dbg !493
  %265 = select i1 %264, ptr @.str.29, ptr @.str.30, !dbg !472
  br label %266, !dbg !472

266:                                              ; preds = %246, %253, %258, %262
  %267 = phi ptr [ %255, %253 ], [ %261, %258 ], [ @.str.24, %246 ], [ %265, %262 ], !dbg !472
  %268 = fdiv double 1.000000e+00, %19, !dbg !494
    #dbg_value(double %268, !225, !DIExpression(), !495)
    #dbg_value(double %268, !216, !DIExpression(), !497)
  %269 = fcmp ord double %268, 0.000000e+00, !dbg !499
  br i1 %269, label %270, label %286, !dbg !500

270:                                              ; preds = %266
    #dbg_value(double %268, !230, !DIExpression(), !501)
    #dbg_value(double %268, !216, !DIExpression(), !503)
  %271 = fsub double %268, %268, !dbg !505
  %272 = fcmp ord double %271, 0.000000e+00, !dbg !505
  br i1 %272, label %276, label %273, !dbg !506

273:                                              ; preds = %270
  %274 = fcmp ogt double %268, 0.000000e+00, !dbg !507
  %275 = select i1 %274, ptr @.str.25, ptr @.str.26, !dbg !508
  br label %286, !dbg !509

276:                                              ; preds = %270
  %277 = fcmp oeq double %268, 0.000000e+00, !dbg !510
  br i1 %277, label %278, label %282, !dbg !511

278:                                              ; preds = %276
  %279 = fdiv double 1.000000e+00, %268, !dbg !512
  %280 = fcmp ogt double %279, 0.000000e+00, !dbg !513
  %281 = select i1 %280, ptr @.str.27, ptr @.str.28, !dbg !514
  br label %286, !dbg !515

282:                                              ; preds = %276
  %283 = tail call double @llvm.fabs.f64(double %268), !dbg !516
  %284 = fcmp olt double %283, 0x10000000000000, !dbg !516
  %285 = select i1 %284, ptr @.str.29, ptr @.str.30, !dbg !495
  br label %286, !dbg !495

286:                                              ; preds = %266, %273, %278, %282
  %287 = phi ptr [ %275, %273 ], [ %281, %278 ], [ @.str.24, %266 ], [ %285, %282 ], !dbg !495
  %288 = fdiv double -1.000000e+00, %19, !dbg !517
    #dbg_value(double %288, !225, !DIExpression(), !518)
    #dbg_value(double %288, !216, !DIExpression(), !520)
  %289 = fcmp ord double %288, 0.000000e+00, !dbg !522
  br i1 %289, label %290, label %306, !dbg !523

290:                                              ; preds = %286
    #dbg_value(double %288, !230, !DIExpression(), !524)
    #dbg_value(double %288, !216, !DIExpression(), !526)
  %291 = fsub double %288, %288, !dbg !528
  %292 = fcmp ord double %291, 0.000000e+00, !dbg !528
  br i1 %292, label %296, label %293, !dbg !529

293:                                              ; preds = %290
  %294 = fcmp ogt double %288, 0.000000e+00, !dbg !530
  %295 = select i1 %294, ptr @.str.25, ptr @.str.26, !dbg !531
  br label %306, !dbg !532

296:                                              ; preds = %290
  %297 = fcmp oeq double %288, 0.000000e+00, !dbg !533
  br i1 %297, label %298, label %302, !dbg !534

298:                                              ; preds = %296
  %299 = fdiv double 1.000000e+00, %288, !dbg !535
  %300 = fcmp ogt double %299, 0.000000e+00, !dbg !536
  %301 = select i1 %300, ptr @.str.27, ptr @.str.28, !dbg !537
  br label %306, !dbg !538

302:                                              ; preds = %296
  %303 = tail call double @llvm.fabs.f64(double %288), !dbg !539
  %304 = fcmp olt double %303, 0x10000000000000, !dbg !539
  %305 = select i1 %304, ptr @.str.29, ptr @.str.30, !dbg !518
  br label %306, !dbg !518

306:                                              ; preds = %286, %293, %298, %302
  %307 = phi ptr [ %295, %293 ], [ %301, %298 ], [ @.str.24, %286 ], [ %305, %302 ], !dbg !518
  %308 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %226, ptr noundef nonnull %247, ptr noundef nonnull %267, ptr noundef nonnull %287, ptr noundef nonnull %307), !dbg !540
  %309 = fadd double %17, 1.000000e+00, !dbg !541
    #dbg_value(double %309, !225, !DIExpression(), !542)
    #dbg_value(double %309, !216, !DIExpression(), !544)
  %310 = fcmp ord double %309, 0.000000e+00, !dbg !546
  br i1 %310, label %311, label %327, !dbg !547

311:                                              ; preds = %306
    #dbg_value(double %309, !230, !DIExpression(), !548)
    #dbg_value(double %309, !216, !DIExpression(), !550)
  %312 = fsub double %309, %309, !dbg !552
  %313 = fcmp ord double %312, 0.000000e+00, !dbg !552
  br i1 %313, label %317, label %314, !dbg !553

314:                                              ; preds = %311
  %315 = fcmp ogt double %309, 0.000000e+00, !dbg !554
  %316 = select i1 %315, ptr @.str.25, ptr @.str.26, !dbg !555
  br label %327, !dbg !556

317:                                              ; preds = %311
  %318 = fcmp oeq double %309, 0.000000e+00, !dbg !557
  br i1 %318, label %319, label %323, !dbg !558

319:                                              ; preds = %317
  %320 = fdiv double 1.000000e+00, %309, !dbg !559
  %321 = fcmp ogt double %320, 0.000000e+00, !dbg !560
  %322 = select i1 %321, ptr @.str.27, ptr @.str.28, !dbg !561
  br label %327, !dbg !562

323:                                              ; preds = %317
  %324 = tail call double @llvm.fabs.f64(double %309), !dbg !563
  %325 = fcmp olt double %324, 0x10000000000000, !dbg !563
  %326 = select i1 %325, ptr @.str.29, ptr @.str.30, !dbg !542
  br label %327, !dbg !542

327:                                              ; preds = %306, %314, %319, %323
  %328 = phi ptr [ %316, %314 ], [ %322, %319 ], [ @.str.24, %306 ], [ %326, %323 ], !dbg !542
  %329 = fmul double %17, 0.000000e+00, !dbg !564
    #dbg_value(double %329, !225, !DIExpression(), !565)
    #dbg_value(double %329, !216, !DIExpression(), !567)
  %330 = fcmp ord double %329, 0.000000e+00, !dbg !569
  br i1 %330, label %331, label %347, !dbg !570

331:                                              ; preds = %327
    #dbg_value(double %329, !230, !DIExpression(), !571)
    #dbg_value(double %329, !216, !DIExpression(), !573)
  %332 = fsub double %329, %329, !dbg !575
  %333 = fcmp ord double %332, 0.000000e+00, !dbg !575
  br i1 %333, label %337, label %334, !dbg !576

334:                                              ; preds = %331
  %335 = fcmp ogt double %329, 0.000000e+00, !dbg !577
  %336 = select i1 %335, ptr @.str.25, ptr @.str.26, !dbg !578
  br label %347, !dbg !579

337:                                              ; preds = %331
  %338 = fcmp oeq double %329, 0.000000e+00, !dbg !580
  br i1 %338, label %339, label %343, !dbg !581

339:                                              ; preds = %337
  %340 = fdiv double 1.000000e+00, %329, !dbg !582
  %341 = fcmp ogt double %340, 0.000000e+00, !dbg !583
  %342 = select i1 %341, ptr @.str.27, ptr @.str.28, !dbg !584
  br label %347, !dbg !585

343:                                              ; preds = %337
  %344 = tail call double @llvm.fabs.f64(double %329), !dbg !586
  %345 = fcmp olt double %344, 0x10000000000000, !dbg !586
  %346 = select i1 %345, ptr @.str.29, ptr @.str.30, !dbg !565
  br label %347, !dbg !565

347:                                              ; preds = %327, %334, %339, %343
  %348 = phi ptr [ %336, %334 ], [ %342, %339 ], [ @.str.24, %327 ], [ %346, %343 ], !dbg !565
  %349 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %328, ptr noundef nonnull %348), !dbg !587
  %350 = load volatile double, ptr %2, align 8, !dbg !588, !tbaa !194
  %351 = fcmp olt double %17, %350, !dbg !589
  br i1 %351, label %354, label %352, !dbg !590

352:                                              ; preds = %347
  %353 = load volatile double, ptr %2, align 8, !dbg !591, !tbaa !194
  br label %354, !dbg !590

354:                                              ; preds = %347, %352
  %355 = phi double [ %353, %352 ], [ %17, %347 ], !dbg !590
    #dbg_value(double %355, !149, !DIExpression(), !188)
  %356 = load volatile double, ptr %2, align 8, !dbg !592, !tbaa !194
  %357 = fcmp olt double %356, %17, !dbg !593
  br i1 %357, label %358, label %360, !dbg !592

358:                                              ; preds = %354
  %359 = load volatile double, ptr %2, align 8, !dbg !594, !tbaa !194
  br label %360, !dbg !592

360:                                              ; preds = %354, %358
  %361 = phi double [ %359, %358 ], [ %17, %354 ], !dbg !592
    #dbg_value(double %361, !150, !DIExpression(), !188)
    #dbg_value(double %355, !225, !DIExpression(), !595)
    #dbg_value(double %355, !216, !DIExpression(), !597)
  %362 = fcmp ord double %355, 0.000000e+00, !dbg !599
  br i1 %362, label %363, label %379, !dbg !600

363:                                              ; preds = %360
    #dbg_value(double %355, !230, !DIExpression(), !601)
    #dbg_value(double %355, !216, !DIExpression(), !603)
  %364 = fsub double %355, %355, !dbg !605
  %365 = fcmp ord double %364, 0.000000e+00, !dbg !605
  br i1 %365, label %369, label %366, !dbg !606

366:                                              ; preds = %363
  %367 = fcmp ogt double %355, 0.000000e+00, !dbg !607
  %368 = select i1 %367, ptr @.str.25, ptr @.str.26, !dbg !608
  br label %379, !dbg !609

369:                                              ; preds = %363
  %370 = fcmp oeq double %355, 0.000000e+00, !dbg !610
  br i1 %370, label %371, label %375, !dbg !611

371:                                              ; preds = %369
  %372 = fdiv double 1.000000e+00, %355, !dbg !612
  %373 = fcmp ogt double %372, 0.000000e+00, !dbg !613
  %374 = select i1 %373, ptr @.str.27, ptr @.str.28, !dbg !614
  br label %379, !dbg !615

375:                                              ; preds = %369
  %376 = tail call double @llvm.fabs.f64(double %355), !dbg !616
  %377 = fcmp olt double %376, 0x10000000000000, !dbg !616
  %378 = select i1 %377, ptr @.str.29, ptr @.str.30, !dbg !595
  br label %379, !dbg !595

379:                                              ; preds = %360, %366, %371, %375
  %380 = phi ptr [ %368, %366 ], [ %374, %371 ], [ @.str.24, %360 ], [ %378, %375 ], !dbg !595
    #dbg_value(double %361, !225, !DIExpression(), !617)
    #dbg_value(double %361, !216, !DIExpression(), !619)
  %381 = fcmp ord double %361, 0.000000e+00, !dbg !621
  br i1 %381, label %382, label %398, !dbg !622

382:                                              ; preds = %379
    #dbg_value(double %361, !230, !DIExpression(), !623)
    #dbg_value(double %361, !216, !DIExpression(), !625)
  %383 = fsub double %361, %361, !dbg !627
  %384 = fcmp ord double %383, 0.000000e+00, !dbg !627
  br i1 %384, label %388, label %385, !dbg !628

385:                                              ; preds = %382
  %386 = fcmp ogt double %361, 0.000000e+00, !dbg !629
  %387 = select i1 %386, ptr @.str.25, ptr @.str.26, !dbg !630
  br label %398, !dbg !631

388:                                              ; preds = %382
  %389 = fcmp oeq double %361, 0.000000e+00, !dbg !632
  br i1 %389, label %390, label %394, !dbg !633

390:                                              ; preds = %388
  %391 = fdiv double 1.000000e+00, %361, !dbg !634
  %392 = fcmp ogt double %391, 0.000000e+00, !dbg !635
  %393 = select i1 %392, ptr @.str.27, ptr @.str.28, !dbg !636
  br label %398, !dbg !637

394:                                              ; preds = %388
  %395 = tail call double @llvm.fabs.f64(double %361), !dbg !638
  %396 = fcmp olt double %395, 0x10000000000000, !dbg !638
  %397 = select i1 %396, ptr @.str.29, ptr @.str.30, !dbg !617
  br label %398, !dbg !617

398:                                              ; preds = %379, %385, %390, %394
  %399 = phi ptr [ %387, %385 ], [ %393, %390 ], [ @.str.24, %379 ], [ %397, %394 ], !dbg !617
  %400 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %380, ptr noundef nonnull %399), !dbg !639
  %401 = load volatile double, ptr %1, align 8, !dbg !640, !tbaa !194
  %402 = fneg double %401, !dbg !641
    #dbg_value(double %402, !151, !DIExpression(), !188)
  %403 = fdiv double -1.000000e+00, %401, !dbg !642
  %404 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %402, double noundef %402, double noundef %402, double noundef %403), !dbg !643
  %405 = load volatile double, ptr %1, align 8, !dbg !644, !tbaa !194
  %406 = fneg double %405, !dbg !645
  %407 = load volatile double, ptr %1, align 8, !dbg !646, !tbaa !194
  %408 = fsub double %407, %401, !dbg !647
  %409 = load volatile double, ptr %1, align 8, !dbg !648, !tbaa !194
  %410 = fsub double %402, %409, !dbg !649
  %411 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef %406, double noundef %408, double noundef %410), !dbg !650
  %412 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x10000000000000, double noundef 0x3CB0000000000000), !dbg !651
  %413 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef 0x47EFFFFFE0000000, double noundef 0x3810000000000000, double noundef 0x3E80000000000000), !dbg !652
  %414 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 53, i32 noundef 24, i32 noundef 1024), !dbg !653
    #dbg_value(double 0x7FEFFFFFFFFFFFFF, !152, !DIExpression(), !188)
    #dbg_value(double 0x7FF0000000000000, !153, !DIExpression(), !188)
    #dbg_value(double 0x7FF0000000000000, !225, !DIExpression(), !654)
    #dbg_value(double 0x7FF0000000000000, !216, !DIExpression(), !656)
    #dbg_value(double 0x7FF0000000000000, !230, !DIExpression(), !658)
    #dbg_value(double 0x7FF0000000000000, !216, !DIExpression(), !660)
  %415 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.25), !dbg !662
    #dbg_value(float 0x47EFFFFFE0000000, !154, !DIExpression(), !188)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !663
  store volatile float 2.000000e+00, ptr %3, align 4, !dbg !664, !tbaa !665, !DIAssignID !667
    #dbg_assign(float 2.000000e+00, !156, !DIExpression(), !667, ptr %3, !DIExpression(), !188)
  %416 = load volatile float, ptr %3, align 4, !dbg !668, !tbaa !665
  %417 = fmul float %416, 0x47EFFFFFE0000000, !dbg !669
    #dbg_value(float %417, !158, !DIExpression(), !188)
  %418 = fpext float %417 to double, !dbg !670
    #dbg_value(double %418, !225, !DIExpression(), !671)
    #dbg_value(double %418, !216, !DIExpression(), !673)
  %419 = fcmp ord float %417, 0.000000e+00, !dbg !675
  br i1 %419, label %420, label %432, !dbg !676

420:                                              ; preds = %398
    #dbg_value(double %418, !230, !DIExpression(), !677)
    #dbg_value(double %418, !216, !DIExpression(), !679)
  %421 = fsub double %418, %418, !dbg !681
  %422 = fcmp ord double %421, 0.000000e+00, !dbg !681
  br i1 %422, label %426, label %423, !dbg !682

423:                                              ; preds = %420
  %424 = fcmp ogt float %417, 0.000000e+00, !dbg !683
  %425 = select i1 %424, ptr @.str.25, ptr @.str.26, !dbg !684
  br label %432, !dbg !685

426:                                              ; preds = %420
  %427 = fcmp oeq float %417, 0.000000e+00, !dbg !686
  br i1 %427, label %428, label %432, !dbg !687

428:                                              ; preds = %426
  %429 = fdiv double 1.000000e+00, %418, !dbg !688
  %430 = fcmp ogt double %429, 0.000000e+00, !dbg !689
  %431 = select i1 %430, ptr @.str.27, ptr @.str.28, !dbg !690
  br label %432, !dbg !691

432:                                              ; preds = %426, %398, %423, %428
  %433 = phi ptr [ %425, %423 ], [ %431, %428 ], [ @.str.24, %398 ], [ @.str.30, %426 ], !dbg !671
  %434 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %433, double noundef %418), !dbg !692
    #dbg_value(i32 0, !160, !DIExpression(), !693)
    #dbg_value(double 0x10000000000000, !159, !DIExpression(), !188)
    #dbg_value(double 0x10000000000000, !225, !DIExpression(), !694)
    #dbg_value(double 0x10000000000000, !216, !DIExpression(), !698)
    #dbg_value(double 0x10000000000000, !230, !DIExpression(), !700)
    #dbg_value(double 0x10000000000000, !216, !DIExpression(), !702)
  %435 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef 0x10000000000000, ptr noundef nonnull @.str.30), !dbg !704
    #dbg_value(double 0x68DB8BAC71, !159, !DIExpression(), !188)
    #dbg_value(i32 1, !160, !DIExpression(), !693)
    #dbg_value(double 0x68DB8BAC71, !225, !DIExpression(), !694)
    #dbg_value(double 0x68DB8BAC71, !216, !DIExpression(), !698)
    #dbg_value(double 0x68DB8BAC71, !230, !DIExpression(), !700)
    #dbg_value(double 0x68DB8BAC71, !216, !DIExpression(), !702)
  %436 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef 0x68DB8BAC71, ptr noundef nonnull @.str.29), !dbg !704
    #dbg_value(double 0x2AF31DC, !159, !DIExpression(), !188)
    #dbg_value(i32 2, !160, !DIExpression(), !693)
    #dbg_value(double 0x2AF31DC, !225, !DIExpression(), !694)
    #dbg_value(double 0x2AF31DC, !216, !DIExpression(), !698)
    #dbg_value(double 0x2AF31DC, !230, !DIExpression(), !700)
    #dbg_value(double 0x2AF31DC, !216, !DIExpression(), !702)
  %437 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef 0x2AF31DC, ptr noundef nonnull @.str.29), !dbg !704
    #dbg_value(double 2.225270e-320, !159, !DIExpression(), !188)
    #dbg_value(i32 3, !160, !DIExpression(), !693)
    #dbg_value(double 2.225270e-320, !225, !DIExpression(), !694)
    #dbg_value(double 2.225270e-320, !216, !DIExpression(), !698)
    #dbg_value(double 2.225270e-320, !230, !DIExpression(), !700)
    #dbg_value(double 2.225270e-320, !216, !DIExpression(), !702)
  %438 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef 2.225270e-320, ptr noundef nonnull @.str.29), !dbg !704
    #dbg_value(double 0.000000e+00, !159, !DIExpression(), !188)
    #dbg_value(i32 4, !160, !DIExpression(), !693)
    #dbg_value(double 0.000000e+00, !225, !DIExpression(), !694)
    #dbg_value(double 0.000000e+00, !216, !DIExpression(), !698)
    #dbg_value(double 0.000000e+00, !230, !DIExpression(), !700)
    #dbg_value(double 0.000000e+00, !216, !DIExpression(), !702)
  %439 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef 0.000000e+00, ptr noundef nonnull @.str.27), !dbg !704
    #dbg_value(i32 5, !160, !DIExpression(), !693)
  %440 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef 0.000000e+00, ptr noundef nonnull @.str.27), !dbg !704
    #dbg_value(i32 6, !160, !DIExpression(), !693)
    #dbg_value(i32 poison, !162, !DIExpression(), !188)
    #dbg_value(double poison, !159, !DIExpression(), !188)
  %441 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 53), !dbg !705
    #dbg_value(double 0x3CA0000000000000, !163, !DIExpression(), !188)
    #dbg_value(i32 53, !164, !DIExpression(), !188)
  %442 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, double noundef 0x3CB0000000000000, i32 noundef 52, i32 noundef 1), !dbg !706
    #dbg_value(float 1.000000e+00, !165, !DIExpression(), !188)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4), !dbg !707
  store volatile float 1.000000e+00, ptr %4, align 4, !dbg !708, !tbaa !665, !DIAssignID !709
    #dbg_assign(float 1.000000e+00, !166, !DIExpression(), !709, ptr %4, !DIExpression(), !188)
  br label %443, !dbg !710

443:                                              ; preds = %443, %432
  %444 = phi float [ 1.000000e+00, %432 ], [ %446, %443 ], !dbg !188
    #dbg_value(float %444, !165, !DIExpression(), !188)
  %445 = load volatile float, ptr %4, align 4, !dbg !711, !tbaa !665
  %446 = fmul float %444, 5.000000e-01, !dbg !712
  %447 = fadd float %445, %446, !dbg !713
  %448 = load volatile float, ptr %4, align 4, !dbg !714, !tbaa !665
  %449 = fcmp ogt float %447, %448, !dbg !715
  br i1 %449, label %443, label %450, !dbg !710, !llvm.loop !716

450:                                              ; preds = %443
  %451 = fpext float %444 to double, !dbg !719
  %452 = fcmp oeq float %444, 0x3E80000000000000, !dbg !720
  %453 = zext i1 %452 to i32, !dbg !720
  %454 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, double noundef %451, i32 noundef %453), !dbg !721
    #dbg_value(double 1.000000e+00, !167, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !188)
    #dbg_value(double %17, !167, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !188)
    #dbg_value(double poison, !167, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !188)
    #dbg_value(double -0.000000e+00, !167, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !188)
    #dbg_value(double poison, !167, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !188)
    #dbg_value(double %17, !167, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !188)
    #dbg_value(double 3.500000e+00, !167, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !188)
    #dbg_value(double %207, !167, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !188)
    #dbg_value(double 1.000000e+00, !230, !DIExpression(), !722)
    #dbg_value(double 1.000000e+00, !216, !DIExpression(), !728)
    #dbg_value(double 1.000000e+00, !171, !DIExpression(), !188)
    #dbg_value(i32 0, !170, !DIExpression(), !188)
    #dbg_value(i32 0, !169, !DIExpression(), !188)
    #dbg_value(i64 1, !172, !DIExpression(), !730)
    #dbg_value(double %17, !216, !DIExpression(), !731)
  br i1 %60, label %455, label %459, !dbg !733

455:                                              ; preds = %450
    #dbg_value(double %17, !230, !DIExpression(), !722)
    #dbg_value(double %17, !216, !DIExpression(), !728)
  %456 = fsub double %17, %17, !dbg !734
  %457 = fcmp ord double %456, 0.000000e+00, !dbg !734
  br i1 %457, label %458, label %459, !dbg !735

458:                                              ; preds = %455
    #dbg_value(double %309, !171, !DIExpression(), !188)
  br label %459

459:                                              ; preds = %455, %450, %458
  %460 = phi i32 [ 0, %458 ], [ 1, %450 ], [ 0, %455 ], !dbg !188
  %461 = phi i32 [ 0, %458 ], [ 0, %450 ], [ 1, %455 ], !dbg !188
  %462 = phi double [ %309, %458 ], [ 1.000000e+00, %450 ], [ 1.000000e+00, %455 ], !dbg !188
    #dbg_value(double %462, !171, !DIExpression(), !188)
    #dbg_value(i32 %461, !170, !DIExpression(), !188)
    #dbg_value(i32 %460, !169, !DIExpression(), !188)
    #dbg_value(i64 2, !172, !DIExpression(), !730)
    #dbg_value(double poison, !216, !DIExpression(), !731)
  br i1 %21, label %465, label %463, !dbg !733

463:                                              ; preds = %459
  %464 = add nuw nsw i32 %460, 1, !dbg !736
    #dbg_value(i32 %464, !169, !DIExpression(), !188)
  br label %470, !dbg !737

465:                                              ; preds = %459
    #dbg_value(double poison, !230, !DIExpression(), !722)
    #dbg_value(double poison, !216, !DIExpression(), !728)
  br i1 %208, label %468, label %466, !dbg !735

466:                                              ; preds = %465
  %467 = add nuw nsw i32 %461, 1, !dbg !738
    #dbg_value(i32 %467, !170, !DIExpression(), !188)
  br label %470, !dbg !739

468:                                              ; preds = %465
  %469 = fadd double %462, %19, !dbg !740
    #dbg_value(double %469, !171, !DIExpression(), !188)
  br label %470

470:                                              ; preds = %463, %466, %468
  %471 = phi i32 [ %464, %463 ], [ %460, %466 ], [ %460, %468 ], !dbg !188
  %472 = phi i32 [ %461, %463 ], [ %467, %466 ], [ %461, %468 ], !dbg !188
  %473 = phi double [ %462, %463 ], [ %462, %466 ], [ %469, %468 ], !dbg !188
    #dbg_value(double -0.000000e+00, !230, !DIExpression(), !722)
    #dbg_value(double -0.000000e+00, !216, !DIExpression(), !728)
    #dbg_value(double %473, !171, !DIExpression(), !188)
    #dbg_value(i32 %472, !170, !DIExpression(), !188)
    #dbg_value(i32 %471, !169, !DIExpression(), !188)
    #dbg_value(i64 4, !172, !DIExpression(), !730)
    #dbg_value(double poison, !216, !DIExpression(), !731)
  br i1 %40, label %476, label %474, !dbg !733

474:                                              ; preds = %470
  %475 = add nuw nsw i32 %471, 1, !dbg !736
    #dbg_value(i32 %475, !169, !DIExpression(), !188)
  br label %484, !dbg !737

476:                                              ; preds = %470
    #dbg_value(double poison, !230, !DIExpression(), !722)
    #dbg_value(double poison, !216, !DIExpression(), !728)
  %477 = fsub <2 x double> %14, %14, !dbg !734
  %478 = extractelement <2 x double> %477, i64 0, !dbg !734
  %479 = fcmp ord double %478, 0.000000e+00, !dbg !734
  br i1 %479, label %482, label %480, !dbg !735

480:                                              ; preds = %476
  %481 = add nuw nsw i32 %472, 1, !dbg !738
    #dbg_value(i32 %481, !170, !DIExpression(), !188)
  br label %484, !dbg !739

482:                                              ; preds = %476
  %483 = fadd double %473, %18, !dbg !740
    #dbg_value(double %483, !171, !DIExpression(), !188)
  br label %484

484:                                              ; preds = %482, %480, %474
  %485 = phi i32 [ %475, %474 ], [ %471, %480 ], [ %471, %482 ], !dbg !188
  %486 = phi i32 [ %472, %474 ], [ %481, %480 ], [ %472, %482 ], !dbg !188
  %487 = phi double [ %473, %474 ], [ %473, %480 ], [ %483, %482 ], !dbg !188
    #dbg_value(double %487, !171, !DIExpression(), !188)
    #dbg_value(i32 %486, !170, !DIExpression(), !188)
    #dbg_value(i32 %485, !169, !DIExpression(), !188)
    #dbg_value(i64 5, !172, !DIExpression(), !730)
    #dbg_value(double %17, !216, !DIExpression(), !731)
  br i1 %60, label %490, label %488, !dbg !733

488:                                              ; preds = %484
  %489 = add nuw nsw i32 %485, 1, !dbg !736
    #dbg_value(i32 %489, !169, !DIExpression(), !188)
  br label %497, !dbg !737

490:                                              ; preds = %484
    #dbg_value(double %17, !230, !DIExpression(), !722)
    #dbg_value(double %17, !216, !DIExpression(), !728)
  %491 = fsub double %17, %17, !dbg !734
  %492 = fcmp ord double %491, 0.000000e+00, !dbg !734
  br i1 %492, label %495, label %493, !dbg !735

493:                                              ; preds = %490
  %494 = add nuw nsw i32 %486, 1, !dbg !738
    #dbg_value(i32 %494, !170, !DIExpression(), !188)
  br label %497, !dbg !739

495:                                              ; preds = %490
  %496 = fadd double %487, %17, !dbg !740
    #dbg_value(double %496, !171, !DIExpression(), !188)
  br label %497

497:                                              ; preds = %488, %493, %495
  %498 = phi i32 [ %489, %488 ], [ %485, %493 ], [ %485, %495 ], !dbg !188
  %499 = phi i32 [ %486, %488 ], [ %494, %493 ], [ %486, %495 ], !dbg !188
  %500 = phi double [ %487, %488 ], [ %487, %493 ], [ %496, %495 ], !dbg !188
    #dbg_value(double %500, !171, !DIExpression(), !188)
    #dbg_value(i32 %499, !170, !DIExpression(), !188)
    #dbg_value(i32 %498, !169, !DIExpression(), !188)
    #dbg_value(i64 6, !172, !DIExpression(), !730)
    #dbg_value(double 3.500000e+00, !216, !DIExpression(), !731)
    #dbg_value(double 3.500000e+00, !230, !DIExpression(), !722)
    #dbg_value(double 3.500000e+00, !216, !DIExpression(), !728)
  %501 = fadd double %500, 3.500000e+00, !dbg !740
    #dbg_value(double %501, !171, !DIExpression(), !188)
    #dbg_value(i64 7, !172, !DIExpression(), !730)
    #dbg_value(double %207, !216, !DIExpression(), !731)
  br i1 %208, label %504, label %502, !dbg !733

502:                                              ; preds = %497
  %503 = add nuw nsw i32 %498, 1, !dbg !736
    #dbg_value(i32 %503, !169, !DIExpression(), !188)
  br label %511, !dbg !737

504:                                              ; preds = %497
    #dbg_value(double %207, !230, !DIExpression(), !722)
    #dbg_value(double %207, !216, !DIExpression(), !728)
  %505 = fsub double %207, %207, !dbg !734
  %506 = fcmp ord double %505, 0.000000e+00, !dbg !734
  br i1 %506, label %509, label %507, !dbg !735

507:                                              ; preds = %504
  %508 = add nuw nsw i32 %499, 1, !dbg !738
    #dbg_value(i32 %508, !170, !DIExpression(), !188)
  br label %511, !dbg !739

509:                                              ; preds = %504
  %510 = fadd double %501, %207, !dbg !740
    #dbg_value(double %510, !171, !DIExpression(), !188)
  br label %511

511:                                              ; preds = %502, %507, %509
  %512 = phi i32 [ %503, %502 ], [ %498, %507 ], [ %498, %509 ], !dbg !188
  %513 = phi i32 [ %499, %502 ], [ %508, %507 ], [ %499, %509 ], !dbg !188
  %514 = phi double [ %501, %502 ], [ %501, %507 ], [ %510, %509 ], !dbg !188
    #dbg_value(double %514, !171, !DIExpression(), !188)
    #dbg_value(i32 %513, !170, !DIExpression(), !188)
    #dbg_value(i32 %512, !169, !DIExpression(), !188)
    #dbg_value(i64 8, !172, !DIExpression(), !730)
  %515 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef %512, i32 noundef %513, double noundef %514), !dbg !741
    #dbg_value(double 3.000000e+00, !174, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !188)
  %516 = fneg double %19, !dbg !742
    #dbg_value(double %516, !174, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !188)
    #dbg_value(double 5.000000e-01, !174, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !188)
    #dbg_value(double poison, !174, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !188)
    #dbg_value(double -2.000000e+00, !174, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !188)
    #dbg_value(double -0.000000e+00, !174, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !188)
    #dbg_value(i64 0, !176, !DIExpression(), !743)
    #dbg_value(i64 1, !178, !DIExpression(), !744)
  %517 = fcmp ogt double %19, -3.000000e+00, !dbg !745
  br i1 %517, label %518, label %521, !dbg !746

518:                                              ; preds = %511
    #dbg_value(double 3.000000e+00, !181, !DIExpression(), !747)
    #dbg_value(double %516, !174, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !188)
    #dbg_value(double 3.000000e+00, !174, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !188)
    #dbg_value(i64 2, !178, !DIExpression(), !744)
  %519 = fcmp olt double %19, -5.000000e-01, !dbg !745
  br i1 %519, label %520, label %521, !dbg !746

520:                                              ; preds = %518
    #dbg_value(double undef, !181, !DIExpression(), !747)
    #dbg_value(double 5.000000e-01, !174, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !188)
    #dbg_value(double undef, !174, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !188)
  br label %521, !dbg !748

521:                                              ; preds = %511, %520, %518
  %522 = phi double [ 3.000000e+00, %518 ], [ 3.000000e+00, %520 ], [ %516, %511 ]
  %523 = phi double [ 5.000000e-01, %518 ], [ %516, %520 ], [ 3.000000e+00, %511 ], !dbg !188
  %524 = phi double [ %516, %518 ], [ 5.000000e-01, %520 ], [ 5.000000e-01, %511 ], !dbg !749
    #dbg_value(double %524, !174, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !188)
    #dbg_value(double %523, !174, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !188)
    #dbg_value(i64 3, !178, !DIExpression(), !744)
  %525 = fcmp olt double %19, %524, !dbg !745
  %526 = select i1 %525, double %19, double %524, !dbg !746
    #dbg_value(double %526, !174, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !188)
    #dbg_value(double poison, !174, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !188)
    #dbg_value(i64 4, !178, !DIExpression(), !744)
  %527 = fcmp ogt double %526, -2.000000e+00, !dbg !745
  %528 = select i1 %527, double %526, double -2.000000e+00, !dbg !746
  %529 = select i1 %527, double -2.000000e+00, double %526, !dbg !746
  %530 = select i1 %525, double %524, double %19, !dbg !746
    #dbg_value(double %529, !174, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !188)
    #dbg_value(double %522, !174, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !188)
    #dbg_value(double %523, !174, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !188)
    #dbg_value(double %530, !174, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !188)
    #dbg_value(double %528, !174, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !188)
    #dbg_value(double -0.000000e+00, !174, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !188)
    #dbg_value(i64 1, !176, !DIExpression(), !743)
    #dbg_value(i64 2, !178, !DIExpression(), !744)
  %531 = fcmp olt double %523, %522, !dbg !745
  %532 = select i1 %531, double %522, double %523, !dbg !746
  %533 = select i1 %531, double %523, double %522, !dbg !746
    #dbg_value(double %533, !174, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !188)
    #dbg_value(double %532, !174, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !188)
    #dbg_value(i64 3, !178, !DIExpression(), !744)
  %534 = fcmp olt double %530, %533, !dbg !745
  %535 = select i1 %534, double %533, double %530, !dbg !746
  %536 = select i1 %534, double %530, double %533, !dbg !746
    #dbg_value(double %536, !174, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !188)
    #dbg_value(double %535, !174, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !188)
    #dbg_value(i64 4, !178, !DIExpression(), !744)
  %537 = fcmp olt double %528, %536, !dbg !745
  %538 = select i1 %537, double %536, double %528, !dbg !746
  %539 = select i1 %537, double %528, double %536, !dbg !746
    #dbg_value(double %539, !174, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !188)
    #dbg_value(double %538, !174, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !188)
    #dbg_value(i64 5, !178, !DIExpression(), !744)
  %540 = fcmp ogt double %539, 0.000000e+00, !dbg !745
  %541 = select i1 %540, double %539, double -0.000000e+00, !dbg !746
  %542 = select i1 %540, double -0.000000e+00, double %539, !dbg !746
    #dbg_value(double %542, !174, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !188)
    #dbg_value(double %532, !174, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !188)
    #dbg_value(double %535, !174, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !188)
    #dbg_value(double %538, !174, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !188)
    #dbg_value(double %541, !174, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !188)
    #dbg_value(i64 2, !176, !DIExpression(), !743)
    #dbg_value(i64 3, !178, !DIExpression(), !744)
  %543 = fcmp olt double %535, %532, !dbg !745
  %544 = select i1 %543, double %532, double %535, !dbg !746
  %545 = select i1 %543, double %535, double %532, !dbg !746
    #dbg_value(double %545, !174, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !188)
    #dbg_value(double %544, !174, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !188)
    #dbg_value(i64 4, !178, !DIExpression(), !744)
  %546 = fcmp olt double %538, %545, !dbg !745
  %547 = select i1 %546, double %545, double %538, !dbg !746
  %548 = select i1 %546, double %538, double %545, !dbg !746
    #dbg_value(double %548, !174, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !188)
    #dbg_value(double %547, !174, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !188)
    #dbg_value(i64 5, !178, !DIExpression(), !744)
  %549 = fcmp olt double %541, %548, !dbg !745
  %550 = select i1 %549, double %548, double %541, !dbg !746
  %551 = select i1 %549, double %541, double %548, !dbg !746
    #dbg_value(double %551, !174, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !188)
    #dbg_value(double %544, !174, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !188)
    #dbg_value(double %547, !174, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !188)
    #dbg_value(double %550, !174, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !188)
    #dbg_value(i64 3, !176, !DIExpression(), !743)
    #dbg_value(i64 4, !178, !DIExpression(), !744)
  %552 = fcmp olt double %547, %544, !dbg !745
  %553 = select i1 %552, double %544, double %547, !dbg !746
  %554 = select i1 %552, double %547, double %544, !dbg !746
    #dbg_value(double %554, !174, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !188)
    #dbg_value(double %553, !174, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !188)
    #dbg_value(i64 5, !178, !DIExpression(), !744)
  %555 = fcmp olt double %550, %554, !dbg !745
  %556 = select i1 %555, double %554, double %550, !dbg !746
  %557 = select i1 %555, double %550, double %554, !dbg !746
    #dbg_value(double %557, !174, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !188)
    #dbg_value(double %553, !174, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !188)
    #dbg_value(double %556, !174, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !188)
    #dbg_value(i64 4, !176, !DIExpression(), !743)
  %558 = fcmp olt double %556, %553, !dbg !745
  %559 = select i1 %558, double %553, double %556, !dbg !746
  %560 = select i1 %558, double %556, double %553, !dbg !746
    #dbg_value(double %560, !174, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !188)
    #dbg_value(double %559, !174, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !188)
    #dbg_value(i64 6, !178, !DIExpression(), !744)
    #dbg_value(i64 6, !176, !DIExpression(), !743)
    #dbg_value(i64 0, !185, !DIExpression(), !750)
  %561 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, double noundef %529, i32 noundef 32), !dbg !751
    #dbg_value(i64 1, !185, !DIExpression(), !750)
  %562 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, double noundef %542, i32 noundef 32), !dbg !751
    #dbg_value(i64 2, !185, !DIExpression(), !750)
  %563 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, double noundef %551, i32 noundef 32), !dbg !751
    #dbg_value(i64 3, !185, !DIExpression(), !750)
  %564 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, double noundef %557, i32 noundef 32), !dbg !751
    #dbg_value(i64 4, !185, !DIExpression(), !750)
  %565 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, double noundef %560, i32 noundef 32), !dbg !751
    #dbg_value(i64 5, !185, !DIExpression(), !750)
  %566 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, double noundef %559, i32 noundef 10), !dbg !751
    #dbg_value(i64 6, !185, !DIExpression(), !750)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4), !dbg !753
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !753
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !753
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !753
  ret i32 %512, !dbg !753
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !754 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!126}
!llvm.module.flags = !{!130, !131, !132, !133, !134, !135, !136}
!llvm.ident = !{!137}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "float_special.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "b6cf79b48719e3ed9f478fc7e948ab6b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 35)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 26)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 8)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 6)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !14, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 9)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 5)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !19, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 544, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 68)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !9, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 13)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 22)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 27)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 38)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !60, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 48)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 17)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !50, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 12)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !3, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 83, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 392, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 49)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !55, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !93, isLocal: true, isDefinition: true)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 31)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !31, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !100, isLocal: true, isDefinition: true)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 4)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !31, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !31, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !19, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !19, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !113, isLocal: true, isDefinition: true)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !114)
!114 = !{!115}
!115 = !DISubrange(count: 10)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !118, isLocal: true, isDefinition: true)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !119)
!119 = !{!120}
!120 = !DISubrange(count: 7)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !123, isLocal: true, isDefinition: true)
!123 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !124)
!124 = !{!125}
!125 = !DISubrange(count: 41)
!126 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !127, globals: !129, splitDebugInlining: false, nameTableKind: None)
!127 = !{!128}
!128 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!129 = !{!0, !7, !12, !17, !22, !24, !29, !34, !36, !41, !43, !48, !53, !58, !63, !65, !70, !75, !77, !82, !84, !89, !91, !96, !98, !103, !105, !107, !109, !111, !116, !121}
!130 = !{i32 7, !"Dwarf Version", i32 5}
!131 = !{i32 2, !"Debug Info Version", i32 3}
!132 = !{i32 1, !"wchar_size", i32 4}
!133 = !{i32 8, !"PIC Level", i32 2}
!134 = !{i32 7, !"PIE Level", i32 2}
!135 = !{i32 7, !"uwtable", i32 2}
!136 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!137 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!138 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 26, type: !139, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !126, retainedNodes: !142)
!139 = !DISubroutineType(types: !140)
!140 = !{!141}
!141 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!142 = !{!143, !145, !146, !147, !148, !149, !150, !151, !152, !153, !154, !156, !158, !159, !160, !162, !163, !164, !165, !166, !167, !169, !170, !171, !172, !174, !176, !178, !181, !185}
!143 = !DILocalVariable(name: "zero", scope: !138, file: !2, line: 27, type: !144)
!144 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !128)
!145 = !DILocalVariable(name: "one", scope: !138, file: !2, line: 27, type: !144)
!146 = !DILocalVariable(name: "inf", scope: !138, file: !2, line: 28, type: !128)
!147 = !DILocalVariable(name: "ninf", scope: !138, file: !2, line: 29, type: !128)
!148 = !DILocalVariable(name: "nan", scope: !138, file: !2, line: 30, type: !128)
!149 = !DILocalVariable(name: "m1", scope: !138, file: !2, line: 45, type: !128)
!150 = !DILocalVariable(name: "m2", scope: !138, file: !2, line: 46, type: !128)
!151 = !DILocalVariable(name: "nz", scope: !138, file: !2, line: 49, type: !128)
!152 = !DILocalVariable(name: "big", scope: !138, file: !2, line: 58, type: !128)
!153 = !DILocalVariable(name: "over", scope: !138, file: !2, line: 59, type: !128)
!154 = !DILocalVariable(name: "fbig", scope: !138, file: !2, line: 61, type: !155)
!155 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!156 = !DILocalVariable(name: "ftwo", scope: !138, file: !2, line: 62, type: !157)
!157 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !155)
!158 = !DILocalVariable(name: "fover", scope: !138, file: !2, line: 63, type: !155)
!159 = !DILocalVariable(name: "tiny", scope: !138, file: !2, line: 65, type: !128)
!160 = !DILocalVariable(name: "i", scope: !161, file: !2, line: 66, type: !141)
!161 = distinct !DILexicalBlock(scope: !138, file: !2, line: 66, column: 5)
!162 = !DILocalVariable(name: "steps", scope: !138, file: !2, line: 71, type: !141)
!163 = !DILocalVariable(name: "eps", scope: !138, file: !2, line: 77, type: !128)
!164 = !DILocalVariable(name: "bits", scope: !138, file: !2, line: 78, type: !141)
!165 = !DILocalVariable(name: "feps", scope: !138, file: !2, line: 84, type: !155)
!166 = !DILocalVariable(name: "fone", scope: !138, file: !2, line: 85, type: !157)
!167 = !DILocalVariable(name: "arr", scope: !138, file: !2, line: 90, type: !168)
!168 = !DICompositeType(tag: DW_TAG_array_type, baseType: !128, size: 512, elements: !15)
!169 = !DILocalVariable(name: "nans", scope: !138, file: !2, line: 91, type: !141)
!170 = !DILocalVariable(name: "infs", scope: !138, file: !2, line: 91, type: !141)
!171 = !DILocalVariable(name: "sum", scope: !138, file: !2, line: 92, type: !128)
!172 = !DILocalVariable(name: "i", scope: !173, file: !2, line: 93, type: !141)
!173 = distinct !DILexicalBlock(scope: !138, file: !2, line: 93, column: 5)
!174 = !DILocalVariable(name: "vals", scope: !138, file: !2, line: 103, type: !175)
!175 = !DICompositeType(tag: DW_TAG_array_type, baseType: !128, size: 384, elements: !20)
!176 = !DILocalVariable(name: "i", scope: !177, file: !2, line: 104, type: !141)
!177 = distinct !DILexicalBlock(scope: !138, file: !2, line: 104, column: 5)
!178 = !DILocalVariable(name: "j", scope: !179, file: !2, line: 105, type: !141)
!179 = distinct !DILexicalBlock(scope: !180, file: !2, line: 105, column: 9)
!180 = distinct !DILexicalBlock(scope: !177, file: !2, line: 104, column: 5)
!181 = !DILocalVariable(name: "t", scope: !182, file: !2, line: 107, type: !128)
!182 = distinct !DILexicalBlock(scope: !183, file: !2, line: 106, column: 36)
!183 = distinct !DILexicalBlock(scope: !184, file: !2, line: 106, column: 17)
!184 = distinct !DILexicalBlock(scope: !179, file: !2, line: 105, column: 9)
!185 = !DILocalVariable(name: "i", scope: !186, file: !2, line: 111, type: !141)
!186 = distinct !DILexicalBlock(scope: !138, file: !2, line: 111, column: 5)
!187 = distinct !DIAssignID()
!188 = !DILocation(line: 0, scope: !138)
!189 = distinct !DIAssignID()
!190 = distinct !DIAssignID()
!191 = distinct !DIAssignID()
!192 = !DILocation(line: 27, column: 5, scope: !138)
!193 = !DILocation(line: 27, column: 21, scope: !138)
!194 = !{!195, !195, i64 0}
!195 = !{!"double", !196, i64 0}
!196 = !{!"omnipotent char", !197, i64 0}
!197 = !{!"Simple C/C++ TBAA"}
!198 = distinct !DIAssignID()
!199 = !DILocation(line: 27, column: 33, scope: !138)
!200 = distinct !DIAssignID()
!201 = !DILocation(line: 28, column: 18, scope: !138)
!202 = !DILocation(line: 28, column: 24, scope: !138)
!203 = !DILocation(line: 29, column: 20, scope: !138)
!204 = !DILocation(line: 29, column: 19, scope: !138)
!205 = !DILocation(line: 29, column: 26, scope: !138)
!206 = !DILocation(line: 28, column: 22, scope: !138)
!207 = !DILocation(line: 30, column: 18, scope: !138)
!208 = !DILocation(line: 30, column: 25, scope: !138)
!209 = !DILocation(line: 30, column: 23, scope: !138)
!210 = !DILocation(line: 31, column: 5, scope: !138)
!211 = !DILocation(line: 6, column: 41, scope: !212, inlinedAt: !217)
!212 = distinct !DISubprogram(name: "isnan_d", scope: !2, file: !2, line: 6, type: !213, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !126, retainedNodes: !215)
!213 = !DISubroutineType(types: !214)
!214 = !{!141, !128}
!215 = !{!216}
!216 = !DILocalVariable(name: "x", arg: 1, scope: !212, file: !2, line: 6, type: !128)
!217 = distinct !DILocation(line: 10, column: 9, scope: !218, inlinedAt: !226)
!218 = distinct !DILexicalBlock(scope: !219, file: !2, line: 10, column: 9)
!219 = distinct !DISubprogram(name: "classify", scope: !2, file: !2, line: 9, type: !220, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !126, retainedNodes: !224)
!220 = !DISubroutineType(types: !221)
!221 = !{!222, !128}
!222 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !223, size: 64)
!223 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!224 = !{!225}
!225 = !DILocalVariable(name: "x", arg: 1, scope: !219, file: !2, line: 9, type: !128)
!226 = distinct !DILocation(line: 32, column: 42, scope: !138)
!227 = !DILocation(line: 0, scope: !219, inlinedAt: !226)
!228 = !DILocation(line: 0, scope: !212, inlinedAt: !217)
!229 = !DILocation(line: 10, column: 9, scope: !219, inlinedAt: !226)
!230 = !DILocalVariable(name: "x", arg: 1, scope: !231, file: !2, line: 7, type: !128)
!231 = distinct !DISubprogram(name: "isinf_d", scope: !2, file: !2, line: 7, type: !213, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !126, retainedNodes: !232)
!232 = !{!230}
!233 = !DILocation(line: 0, scope: !231, inlinedAt: !234)
!234 = distinct !DILocation(line: 12, column: 9, scope: !235, inlinedAt: !226)
!235 = distinct !DILexicalBlock(scope: !219, file: !2, line: 12, column: 9)
!236 = !DILocation(line: 0, scope: !212, inlinedAt: !237)
!237 = distinct !DILocation(line: 7, column: 40, scope: !231, inlinedAt: !234)
!238 = !DILocation(line: 7, column: 51, scope: !231, inlinedAt: !234)
!239 = !DILocation(line: 12, column: 9, scope: !219, inlinedAt: !226)
!240 = !DILocation(line: 13, column: 18, scope: !235, inlinedAt: !226)
!241 = !DILocation(line: 13, column: 16, scope: !235, inlinedAt: !226)
!242 = !DILocation(line: 13, column: 9, scope: !235, inlinedAt: !226)
!243 = !DILocation(line: 14, column: 11, scope: !244, inlinedAt: !226)
!244 = distinct !DILexicalBlock(scope: !219, file: !2, line: 14, column: 9)
!245 = !DILocation(line: 14, column: 9, scope: !219, inlinedAt: !226)
!246 = !DILocation(line: 15, column: 18, scope: !244, inlinedAt: !226)
!247 = !DILocation(line: 15, column: 22, scope: !244, inlinedAt: !226)
!248 = !DILocation(line: 15, column: 16, scope: !244, inlinedAt: !226)
!249 = !DILocation(line: 15, column: 9, scope: !244, inlinedAt: !226)
!250 = !DILocation(line: 16, column: 21, scope: !251, inlinedAt: !226)
!251 = distinct !DILexicalBlock(scope: !219, file: !2, line: 16, column: 9)
!252 = !DILocation(line: 0, scope: !219, inlinedAt: !253)
!253 = distinct !DILocation(line: 32, column: 57, scope: !138)
!254 = !DILocation(line: 0, scope: !212, inlinedAt: !255)
!255 = distinct !DILocation(line: 10, column: 9, scope: !218, inlinedAt: !253)
!256 = !DILocation(line: 6, column: 41, scope: !212, inlinedAt: !255)
!257 = !DILocation(line: 10, column: 9, scope: !219, inlinedAt: !253)
!258 = !DILocation(line: 0, scope: !231, inlinedAt: !259)
!259 = distinct !DILocation(line: 12, column: 9, scope: !235, inlinedAt: !253)
!260 = !DILocation(line: 0, scope: !212, inlinedAt: !261)
!261 = distinct !DILocation(line: 7, column: 40, scope: !231, inlinedAt: !259)
!262 = !DILocation(line: 7, column: 51, scope: !231, inlinedAt: !259)
!263 = !DILocation(line: 12, column: 9, scope: !219, inlinedAt: !253)
!264 = !DILocation(line: 13, column: 18, scope: !235, inlinedAt: !253)
!265 = !DILocation(line: 13, column: 16, scope: !235, inlinedAt: !253)
!266 = !DILocation(line: 13, column: 9, scope: !235, inlinedAt: !253)
!267 = !DILocation(line: 14, column: 11, scope: !244, inlinedAt: !253)
!268 = !DILocation(line: 14, column: 9, scope: !219, inlinedAt: !253)
!269 = !DILocation(line: 15, column: 18, scope: !244, inlinedAt: !253)
!270 = !DILocation(line: 15, column: 22, scope: !244, inlinedAt: !253)
!271 = !DILocation(line: 15, column: 16, scope: !244, inlinedAt: !253)
!272 = !DILocation(line: 15, column: 9, scope: !244, inlinedAt: !253)
!273 = !DILocation(line: 16, column: 21, scope: !251, inlinedAt: !253)
!274 = !DILocation(line: 0, scope: !219, inlinedAt: !275)
!275 = distinct !DILocation(line: 32, column: 73, scope: !138)
!276 = !DILocation(line: 0, scope: !212, inlinedAt: !277)
!277 = distinct !DILocation(line: 10, column: 9, scope: !218, inlinedAt: !275)
!278 = !DILocation(line: 6, column: 41, scope: !212, inlinedAt: !277)
!279 = !DILocation(line: 10, column: 9, scope: !219, inlinedAt: !275)
!280 = !DILocation(line: 0, scope: !231, inlinedAt: !281)
!281 = distinct !DILocation(line: 12, column: 9, scope: !235, inlinedAt: !275)
!282 = !DILocation(line: 0, scope: !212, inlinedAt: !283)
!283 = distinct !DILocation(line: 7, column: 40, scope: !231, inlinedAt: !281)
!284 = !DILocation(line: 7, column: 51, scope: !231, inlinedAt: !281)
!285 = !DILocation(line: 12, column: 9, scope: !219, inlinedAt: !275)
!286 = !DILocation(line: 13, column: 18, scope: !235, inlinedAt: !275)
!287 = !DILocation(line: 13, column: 16, scope: !235, inlinedAt: !275)
!288 = !DILocation(line: 13, column: 9, scope: !235, inlinedAt: !275)
!289 = !DILocation(line: 14, column: 11, scope: !244, inlinedAt: !275)
!290 = !DILocation(line: 14, column: 9, scope: !219, inlinedAt: !275)
!291 = !DILocation(line: 15, column: 18, scope: !244, inlinedAt: !275)
!292 = !DILocation(line: 15, column: 22, scope: !244, inlinedAt: !275)
!293 = !DILocation(line: 15, column: 16, scope: !244, inlinedAt: !275)
!294 = !DILocation(line: 15, column: 9, scope: !244, inlinedAt: !275)
!295 = !DILocation(line: 16, column: 21, scope: !251, inlinedAt: !275)
!296 = !DILocation(line: 33, column: 21, scope: !138)
!297 = !DILocation(line: 0, scope: !219, inlinedAt: !298)
!298 = distinct !DILocation(line: 33, column: 12, scope: !138)
!299 = !DILocation(line: 0, scope: !212, inlinedAt: !300)
!300 = distinct !DILocation(line: 10, column: 9, scope: !218, inlinedAt: !298)
!301 = !DILocation(line: 6, column: 41, scope: !212, inlinedAt: !300)
!302 = !DILocation(line: 10, column: 9, scope: !219, inlinedAt: !298)
!303 = !DILocation(line: 0, scope: !231, inlinedAt: !304)
!304 = distinct !DILocation(line: 12, column: 9, scope: !235, inlinedAt: !298)
!305 = !DILocation(line: 0, scope: !212, inlinedAt: !306)
!306 = distinct !DILocation(line: 7, column: 40, scope: !231, inlinedAt: !304)
!307 = !DILocation(line: 7, column: 51, scope: !231, inlinedAt: !304)
!308 = !DILocation(line: 12, column: 9, scope: !219, inlinedAt: !298)
!309 = !DILocation(line: 13, column: 18, scope: !235, inlinedAt: !298)
!310 = !DILocation(line: 13, column: 16, scope: !235, inlinedAt: !298)
!311 = !DILocation(line: 13, column: 9, scope: !235, inlinedAt: !298)
!312 = !DILocation(line: 14, column: 11, scope: !244, inlinedAt: !298)
!313 = !DILocation(line: 14, column: 9, scope: !219, inlinedAt: !298)
!314 = !DILocation(line: 15, column: 18, scope: !244, inlinedAt: !298)
!315 = !DILocation(line: 15, column: 22, scope: !244, inlinedAt: !298)
!316 = !DILocation(line: 15, column: 16, scope: !244, inlinedAt: !298)
!317 = !DILocation(line: 15, column: 9, scope: !244, inlinedAt: !298)
!318 = !DILocation(line: 16, column: 21, scope: !251, inlinedAt: !298)
!319 = !DILocation(line: 33, column: 38, scope: !138)
!320 = !DILocation(line: 0, scope: !219, inlinedAt: !321)
!321 = distinct !DILocation(line: 33, column: 28, scope: !138)
!322 = !DILocation(line: 0, scope: !212, inlinedAt: !323)
!323 = distinct !DILocation(line: 10, column: 9, scope: !218, inlinedAt: !321)
!324 = !DILocation(line: 6, column: 41, scope: !212, inlinedAt: !323)
!325 = !DILocation(line: 10, column: 9, scope: !219, inlinedAt: !321)
!326 = !DILocation(line: 0, scope: !231, inlinedAt: !327)
!327 = distinct !DILocation(line: 12, column: 9, scope: !235, inlinedAt: !321)
!328 = !DILocation(line: 0, scope: !212, inlinedAt: !329)
!329 = distinct !DILocation(line: 7, column: 40, scope: !231, inlinedAt: !327)
!330 = !DILocation(line: 7, column: 51, scope: !231, inlinedAt: !327)
!331 = !DILocation(line: 12, column: 9, scope: !219, inlinedAt: !321)
!332 = !DILocation(line: 13, column: 18, scope: !235, inlinedAt: !321)
!333 = !DILocation(line: 13, column: 16, scope: !235, inlinedAt: !321)
!334 = !DILocation(line: 13, column: 9, scope: !235, inlinedAt: !321)
!335 = !DILocation(line: 14, column: 11, scope: !244, inlinedAt: !321)
!336 = !DILocation(line: 14, column: 9, scope: !219, inlinedAt: !321)
!337 = !DILocation(line: 15, column: 18, scope: !244, inlinedAt: !321)
!338 = !DILocation(line: 15, column: 22, scope: !244, inlinedAt: !321)
!339 = !DILocation(line: 15, column: 16, scope: !244, inlinedAt: !321)
!340 = !DILocation(line: 15, column: 9, scope: !244, inlinedAt: !321)
!341 = !DILocation(line: 16, column: 21, scope: !251, inlinedAt: !321)
!342 = !DILocation(line: 33, column: 54, scope: !138)
!343 = !DILocation(line: 0, scope: !219, inlinedAt: !344)
!344 = distinct !DILocation(line: 33, column: 45, scope: !138)
!345 = !DILocation(line: 0, scope: !212, inlinedAt: !346)
!346 = distinct !DILocation(line: 10, column: 9, scope: !218, inlinedAt: !344)
!347 = !DILocation(line: 6, column: 41, scope: !212, inlinedAt: !346)
!348 = !DILocation(line: 10, column: 9, scope: !219, inlinedAt: !344)
!349 = !DILocation(line: 0, scope: !231, inlinedAt: !350)
!350 = distinct !DILocation(line: 12, column: 9, scope: !235, inlinedAt: !344)
!351 = !DILocation(line: 0, scope: !212, inlinedAt: !352)
!352 = distinct !DILocation(line: 7, column: 40, scope: !231, inlinedAt: !350)
!353 = !DILocation(line: 7, column: 51, scope: !231, inlinedAt: !350)
!354 = !DILocation(line: 12, column: 9, scope: !219, inlinedAt: !344)
!355 = !DILocation(line: 13, column: 18, scope: !235, inlinedAt: !344)
!356 = !DILocation(line: 13, column: 16, scope: !235, inlinedAt: !344)
!357 = !DILocation(line: 13, column: 9, scope: !235, inlinedAt: !344)
!358 = !DILocation(line: 14, column: 11, scope: !244, inlinedAt: !344)
!359 = !DILocation(line: 14, column: 9, scope: !219, inlinedAt: !344)
!360 = !DILocation(line: 15, column: 18, scope: !244, inlinedAt: !344)
!361 = !DILocation(line: 15, column: 22, scope: !244, inlinedAt: !344)
!362 = !DILocation(line: 15, column: 16, scope: !244, inlinedAt: !344)
!363 = !DILocation(line: 15, column: 9, scope: !244, inlinedAt: !344)
!364 = !DILocation(line: 16, column: 21, scope: !251, inlinedAt: !344)
!365 = !DILocation(line: 32, column: 5, scope: !138)
!366 = !DILocalVariable(name: "name", arg: 1, scope: !367, file: !2, line: 21, type: !222)
!367 = distinct !DISubprogram(name: "cmp", scope: !2, file: !2, line: 21, type: !368, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !126, retainedNodes: !370)
!368 = !DISubroutineType(types: !369)
!369 = !{null, !222, !128, !128}
!370 = !{!366, !371, !372}
!371 = !DILocalVariable(name: "a", arg: 2, scope: !367, file: !2, line: 21, type: !128)
!372 = !DILocalVariable(name: "b", arg: 3, scope: !367, file: !2, line: 21, type: !128)
!373 = !DILocation(line: 0, scope: !367, inlinedAt: !374)
!374 = distinct !DILocation(line: 34, column: 5, scope: !138)
!375 = !DILocation(line: 22, column: 65, scope: !367, inlinedAt: !374)
!376 = !DILocation(line: 22, column: 73, scope: !367, inlinedAt: !374)
!377 = !DILocation(line: 22, column: 5, scope: !367, inlinedAt: !374)
!378 = !DILocation(line: 35, column: 23, scope: !138)
!379 = !DILocation(line: 0, scope: !367, inlinedAt: !380)
!380 = distinct !DILocation(line: 35, column: 5, scope: !138)
!381 = !DILocation(line: 22, column: 65, scope: !367, inlinedAt: !380)
!382 = !DILocation(line: 22, column: 73, scope: !367, inlinedAt: !380)
!383 = !DILocation(line: 22, column: 81, scope: !367, inlinedAt: !380)
!384 = !DILocation(line: 22, column: 88, scope: !367, inlinedAt: !380)
!385 = !DILocation(line: 23, column: 14, scope: !367, inlinedAt: !380)
!386 = !DILocation(line: 23, column: 21, scope: !367, inlinedAt: !380)
!387 = !DILocation(line: 22, column: 5, scope: !367, inlinedAt: !380)
!388 = !DILocation(line: 0, scope: !367, inlinedAt: !389)
!389 = distinct !DILocation(line: 36, column: 5, scope: !138)
!390 = !DILocation(line: 22, column: 65, scope: !367, inlinedAt: !389)
!391 = !DILocation(line: 22, column: 73, scope: !367, inlinedAt: !389)
!392 = !DILocation(line: 22, column: 5, scope: !367, inlinedAt: !389)
!393 = !DILocation(line: 0, scope: !367, inlinedAt: !394)
!394 = distinct !DILocation(line: 37, column: 5, scope: !138)
!395 = !DILocation(line: 22, column: 65, scope: !367, inlinedAt: !394)
!396 = !DILocation(line: 22, column: 73, scope: !367, inlinedAt: !394)
!397 = !DILocation(line: 23, column: 14, scope: !367, inlinedAt: !394)
!398 = !DILocation(line: 22, column: 81, scope: !367, inlinedAt: !394)
!399 = !DILocation(line: 22, column: 88, scope: !367, inlinedAt: !394)
!400 = !DILocation(line: 23, column: 21, scope: !367, inlinedAt: !394)
!401 = !DILocation(line: 22, column: 5, scope: !367, inlinedAt: !394)
!402 = !DILocation(line: 38, column: 17, scope: !138)
!403 = !DILocation(line: 38, column: 24, scope: !138)
!404 = !DILocation(line: 38, column: 23, scope: !138)
!405 = !DILocation(line: 0, scope: !367, inlinedAt: !406)
!406 = distinct !DILocation(line: 38, column: 5, scope: !138)
!407 = !DILocation(line: 22, column: 65, scope: !367, inlinedAt: !406)
!408 = !DILocation(line: 22, column: 73, scope: !367, inlinedAt: !406)
!409 = !DILocation(line: 22, column: 81, scope: !367, inlinedAt: !406)
!410 = !DILocation(line: 22, column: 88, scope: !367, inlinedAt: !406)
!411 = !DILocation(line: 23, column: 14, scope: !367, inlinedAt: !406)
!412 = !DILocation(line: 23, column: 21, scope: !367, inlinedAt: !406)
!413 = !DILocation(line: 22, column: 5, scope: !367, inlinedAt: !406)
!414 = !DILocation(line: 39, column: 18, scope: !138)
!415 = !DILocation(line: 0, scope: !367, inlinedAt: !416)
!416 = distinct !DILocation(line: 39, column: 5, scope: !138)
!417 = !DILocation(line: 22, column: 65, scope: !367, inlinedAt: !416)
!418 = !DILocation(line: 22, column: 73, scope: !367, inlinedAt: !416)
!419 = !DILocation(line: 22, column: 81, scope: !367, inlinedAt: !416)
!420 = !DILocation(line: 22, column: 88, scope: !367, inlinedAt: !416)
!421 = !DILocation(line: 23, column: 14, scope: !367, inlinedAt: !416)
!422 = !DILocation(line: 23, column: 21, scope: !367, inlinedAt: !416)
!423 = !DILocation(line: 22, column: 5, scope: !367, inlinedAt: !416)
!424 = !DILocation(line: 41, column: 25, scope: !138)
!425 = !DILocation(line: 0, scope: !219, inlinedAt: !426)
!426 = distinct !DILocation(line: 41, column: 12, scope: !138)
!427 = !DILocation(line: 0, scope: !212, inlinedAt: !428)
!428 = distinct !DILocation(line: 10, column: 9, scope: !218, inlinedAt: !426)
!429 = !DILocation(line: 6, column: 41, scope: !212, inlinedAt: !428)
!430 = !DILocation(line: 10, column: 9, scope: !219, inlinedAt: !426)
!431 = !DILocation(line: 0, scope: !231, inlinedAt: !432)
!432 = distinct !DILocation(line: 12, column: 9, scope: !235, inlinedAt: !426)
!433 = !DILocation(line: 0, scope: !212, inlinedAt: !434)
!434 = distinct !DILocation(line: 7, column: 40, scope: !231, inlinedAt: !432)
!435 = !DILocation(line: 7, column: 51, scope: !231, inlinedAt: !432)
!436 = !DILocation(line: 12, column: 9, scope: !219, inlinedAt: !426)
!437 = !DILocation(line: 13, column: 18, scope: !235, inlinedAt: !426)
!438 = !DILocation(line: 13, column: 16, scope: !235, inlinedAt: !426)
!439 = !DILocation(line: 13, column: 9, scope: !235, inlinedAt: !426)
!440 = !DILocation(line: 14, column: 11, scope: !244, inlinedAt: !426)
!441 = !DILocation(line: 14, column: 9, scope: !219, inlinedAt: !426)
!442 = !DILocation(line: 15, column: 18, scope: !244, inlinedAt: !426)
!443 = !DILocation(line: 15, column: 22, scope: !244, inlinedAt: !426)
!444 = !DILocation(line: 15, column: 16, scope: !244, inlinedAt: !426)
!445 = !DILocation(line: 15, column: 9, scope: !244, inlinedAt: !426)
!446 = !DILocation(line: 16, column: 21, scope: !251, inlinedAt: !426)
!447 = !DILocation(line: 41, column: 48, scope: !138)
!448 = !DILocation(line: 41, column: 46, scope: !138)
!449 = !DILocation(line: 0, scope: !219, inlinedAt: !450)
!450 = distinct !DILocation(line: 41, column: 33, scope: !138)
!451 = !DILocation(line: 0, scope: !212, inlinedAt: !452)
!452 = distinct !DILocation(line: 10, column: 9, scope: !218, inlinedAt: !450)
!453 = !DILocation(line: 6, column: 41, scope: !212, inlinedAt: !452)
!454 = !DILocation(line: 10, column: 9, scope: !219, inlinedAt: !450)
!455 = !DILocation(line: 0, scope: !231, inlinedAt: !456)
!456 = distinct !DILocation(line: 12, column: 9, scope: !235, inlinedAt: !450)
!457 = !DILocation(line: 0, scope: !212, inlinedAt: !458)
!458 = distinct !DILocation(line: 7, column: 40, scope: !231, inlinedAt: !456)
!459 = !DILocation(line: 7, column: 51, scope: !231, inlinedAt: !456)
!460 = !DILocation(line: 12, column: 9, scope: !219, inlinedAt: !450)
!461 = !DILocation(line: 13, column: 18, scope: !235, inlinedAt: !450)
!462 = !DILocation(line: 13, column: 16, scope: !235, inlinedAt: !450)
!463 = !DILocation(line: 13, column: 9, scope: !235, inlinedAt: !450)
!464 = !DILocation(line: 14, column: 11, scope: !244, inlinedAt: !450)
!465 = !DILocation(line: 14, column: 9, scope: !219, inlinedAt: !450)
!466 = !DILocation(line: 15, column: 18, scope: !244, inlinedAt: !450)
!467 = !DILocation(line: 15, column: 22, scope: !244, inlinedAt: !450)
!468 = !DILocation(line: 15, column: 16, scope: !244, inlinedAt: !450)
!469 = !DILocation(line: 15, column: 9, scope: !244, inlinedAt: !450)
!470 = !DILocation(line: 16, column: 21, scope: !251, inlinedAt: !450)
!471 = !DILocation(line: 41, column: 68, scope: !138)
!472 = !DILocation(line: 0, scope: !219, inlinedAt: !473)
!473 = distinct !DILocation(line: 41, column: 55, scope: !138)
!474 = !DILocation(line: 0, scope: !212, inlinedAt: !475)
!475 = distinct !DILocation(line: 10, column: 9, scope: !218, inlinedAt: !473)
!476 = !DILocation(line: 6, column: 41, scope: !212, inlinedAt: !475)
!477 = !DILocation(line: 10, column: 9, scope: !219, inlinedAt: !473)
!478 = !DILocation(line: 0, scope: !231, inlinedAt: !479)
!479 = distinct !DILocation(line: 12, column: 9, scope: !235, inlinedAt: !473)
!480 = !DILocation(line: 0, scope: !212, inlinedAt: !481)
!481 = distinct !DILocation(line: 7, column: 40, scope: !231, inlinedAt: !479)
!482 = !DILocation(line: 7, column: 51, scope: !231, inlinedAt: !479)
!483 = !DILocation(line: 12, column: 9, scope: !219, inlinedAt: !473)
!484 = !DILocation(line: 13, column: 18, scope: !235, inlinedAt: !473)
!485 = !DILocation(line: 13, column: 16, scope: !235, inlinedAt: !473)
!486 = !DILocation(line: 13, column: 9, scope: !235, inlinedAt: !473)
!487 = !DILocation(line: 14, column: 11, scope: !244, inlinedAt: !473)
!488 = !DILocation(line: 14, column: 9, scope: !219, inlinedAt: !473)
!489 = !DILocation(line: 15, column: 18, scope: !244, inlinedAt: !473)
!490 = !DILocation(line: 15, column: 22, scope: !244, inlinedAt: !473)
!491 = !DILocation(line: 15, column: 16, scope: !244, inlinedAt: !473)
!492 = !DILocation(line: 15, column: 9, scope: !244, inlinedAt: !473)
!493 = !DILocation(line: 16, column: 21, scope: !251, inlinedAt: !473)
!494 = !DILocation(line: 41, column: 85, scope: !138)
!495 = !DILocation(line: 0, scope: !219, inlinedAt: !496)
!496 = distinct !DILocation(line: 41, column: 74, scope: !138)
!497 = !DILocation(line: 0, scope: !212, inlinedAt: !498)
!498 = distinct !DILocation(line: 10, column: 9, scope: !218, inlinedAt: !496)
!499 = !DILocation(line: 6, column: 41, scope: !212, inlinedAt: !498)
!500 = !DILocation(line: 10, column: 9, scope: !219, inlinedAt: !496)
!501 = !DILocation(line: 0, scope: !231, inlinedAt: !502)
!502 = distinct !DILocation(line: 12, column: 9, scope: !235, inlinedAt: !496)
!503 = !DILocation(line: 0, scope: !212, inlinedAt: !504)
!504 = distinct !DILocation(line: 7, column: 40, scope: !231, inlinedAt: !502)
!505 = !DILocation(line: 7, column: 51, scope: !231, inlinedAt: !502)
!506 = !DILocation(line: 12, column: 9, scope: !219, inlinedAt: !496)
!507 = !DILocation(line: 13, column: 18, scope: !235, inlinedAt: !496)
!508 = !DILocation(line: 13, column: 16, scope: !235, inlinedAt: !496)
!509 = !DILocation(line: 13, column: 9, scope: !235, inlinedAt: !496)
!510 = !DILocation(line: 14, column: 11, scope: !244, inlinedAt: !496)
!511 = !DILocation(line: 14, column: 9, scope: !219, inlinedAt: !496)
!512 = !DILocation(line: 15, column: 18, scope: !244, inlinedAt: !496)
!513 = !DILocation(line: 15, column: 22, scope: !244, inlinedAt: !496)
!514 = !DILocation(line: 15, column: 16, scope: !244, inlinedAt: !496)
!515 = !DILocation(line: 15, column: 9, scope: !244, inlinedAt: !496)
!516 = !DILocation(line: 16, column: 21, scope: !251, inlinedAt: !496)
!517 = !DILocation(line: 42, column: 24, scope: !138)
!518 = !DILocation(line: 0, scope: !219, inlinedAt: !519)
!519 = distinct !DILocation(line: 42, column: 12, scope: !138)
!520 = !DILocation(line: 0, scope: !212, inlinedAt: !521)
!521 = distinct !DILocation(line: 10, column: 9, scope: !218, inlinedAt: !519)
!522 = !DILocation(line: 6, column: 41, scope: !212, inlinedAt: !521)
!523 = !DILocation(line: 10, column: 9, scope: !219, inlinedAt: !519)
!524 = !DILocation(line: 0, scope: !231, inlinedAt: !525)
!525 = distinct !DILocation(line: 12, column: 9, scope: !235, inlinedAt: !519)
!526 = !DILocation(line: 0, scope: !212, inlinedAt: !527)
!527 = distinct !DILocation(line: 7, column: 40, scope: !231, inlinedAt: !525)
!528 = !DILocation(line: 7, column: 51, scope: !231, inlinedAt: !525)
!529 = !DILocation(line: 12, column: 9, scope: !219, inlinedAt: !519)
!530 = !DILocation(line: 13, column: 18, scope: !235, inlinedAt: !519)
!531 = !DILocation(line: 13, column: 16, scope: !235, inlinedAt: !519)
!532 = !DILocation(line: 13, column: 9, scope: !235, inlinedAt: !519)
!533 = !DILocation(line: 14, column: 11, scope: !244, inlinedAt: !519)
!534 = !DILocation(line: 14, column: 9, scope: !219, inlinedAt: !519)
!535 = !DILocation(line: 15, column: 18, scope: !244, inlinedAt: !519)
!536 = !DILocation(line: 15, column: 22, scope: !244, inlinedAt: !519)
!537 = !DILocation(line: 15, column: 16, scope: !244, inlinedAt: !519)
!538 = !DILocation(line: 15, column: 9, scope: !244, inlinedAt: !519)
!539 = !DILocation(line: 16, column: 21, scope: !251, inlinedAt: !519)
!540 = !DILocation(line: 40, column: 5, scope: !138)
!541 = !DILocation(line: 43, column: 55, scope: !138)
!542 = !DILocation(line: 0, scope: !219, inlinedAt: !543)
!543 = distinct !DILocation(line: 43, column: 42, scope: !138)
!544 = !DILocation(line: 0, scope: !212, inlinedAt: !545)
!545 = distinct !DILocation(line: 10, column: 9, scope: !218, inlinedAt: !543)
!546 = !DILocation(line: 6, column: 41, scope: !212, inlinedAt: !545)
!547 = !DILocation(line: 10, column: 9, scope: !219, inlinedAt: !543)
!548 = !DILocation(line: 0, scope: !231, inlinedAt: !549)
!549 = distinct !DILocation(line: 12, column: 9, scope: !235, inlinedAt: !543)
!550 = !DILocation(line: 0, scope: !212, inlinedAt: !551)
!551 = distinct !DILocation(line: 7, column: 40, scope: !231, inlinedAt: !549)
!552 = !DILocation(line: 7, column: 51, scope: !231, inlinedAt: !549)
!553 = !DILocation(line: 12, column: 9, scope: !219, inlinedAt: !543)
!554 = !DILocation(line: 13, column: 18, scope: !235, inlinedAt: !543)
!555 = !DILocation(line: 13, column: 16, scope: !235, inlinedAt: !543)
!556 = !DILocation(line: 13, column: 9, scope: !235, inlinedAt: !543)
!557 = !DILocation(line: 14, column: 11, scope: !244, inlinedAt: !543)
!558 = !DILocation(line: 14, column: 9, scope: !219, inlinedAt: !543)
!559 = !DILocation(line: 15, column: 18, scope: !244, inlinedAt: !543)
!560 = !DILocation(line: 15, column: 22, scope: !244, inlinedAt: !543)
!561 = !DILocation(line: 15, column: 16, scope: !244, inlinedAt: !543)
!562 = !DILocation(line: 15, column: 9, scope: !244, inlinedAt: !543)
!563 = !DILocation(line: 16, column: 21, scope: !251, inlinedAt: !543)
!564 = !DILocation(line: 43, column: 74, scope: !138)
!565 = !DILocation(line: 0, scope: !219, inlinedAt: !566)
!566 = distinct !DILocation(line: 43, column: 61, scope: !138)
!567 = !DILocation(line: 0, scope: !212, inlinedAt: !568)
!568 = distinct !DILocation(line: 10, column: 9, scope: !218, inlinedAt: !566)
!569 = !DILocation(line: 6, column: 41, scope: !212, inlinedAt: !568)
!570 = !DILocation(line: 10, column: 9, scope: !219, inlinedAt: !566)
!571 = !DILocation(line: 0, scope: !231, inlinedAt: !572)
!572 = distinct !DILocation(line: 12, column: 9, scope: !235, inlinedAt: !566)
!573 = !DILocation(line: 0, scope: !212, inlinedAt: !574)
!574 = distinct !DILocation(line: 7, column: 40, scope: !231, inlinedAt: !572)
!575 = !DILocation(line: 7, column: 51, scope: !231, inlinedAt: !572)
!576 = !DILocation(line: 12, column: 9, scope: !219, inlinedAt: !566)
!577 = !DILocation(line: 13, column: 18, scope: !235, inlinedAt: !566)
!578 = !DILocation(line: 13, column: 16, scope: !235, inlinedAt: !566)
!579 = !DILocation(line: 13, column: 9, scope: !235, inlinedAt: !566)
!580 = !DILocation(line: 14, column: 11, scope: !244, inlinedAt: !566)
!581 = !DILocation(line: 14, column: 9, scope: !219, inlinedAt: !566)
!582 = !DILocation(line: 15, column: 18, scope: !244, inlinedAt: !566)
!583 = !DILocation(line: 15, column: 22, scope: !244, inlinedAt: !566)
!584 = !DILocation(line: 15, column: 16, scope: !244, inlinedAt: !566)
!585 = !DILocation(line: 15, column: 9, scope: !244, inlinedAt: !566)
!586 = !DILocation(line: 16, column: 21, scope: !251, inlinedAt: !566)
!587 = !DILocation(line: 43, column: 5, scope: !138)
!588 = !DILocation(line: 45, column: 23, scope: !138)
!589 = !DILocation(line: 45, column: 21, scope: !138)
!590 = !DILocation(line: 45, column: 17, scope: !138)
!591 = !DILocation(line: 45, column: 35, scope: !138)
!592 = !DILocation(line: 46, column: 17, scope: !138)
!593 = !DILocation(line: 46, column: 21, scope: !138)
!594 = !DILocation(line: 46, column: 29, scope: !138)
!595 = !DILocation(line: 0, scope: !219, inlinedAt: !596)
!596 = distinct !DILocation(line: 47, column: 29, scope: !138)
!597 = !DILocation(line: 0, scope: !212, inlinedAt: !598)
!598 = distinct !DILocation(line: 10, column: 9, scope: !218, inlinedAt: !596)
!599 = !DILocation(line: 6, column: 41, scope: !212, inlinedAt: !598)
!600 = !DILocation(line: 10, column: 9, scope: !219, inlinedAt: !596)
!601 = !DILocation(line: 0, scope: !231, inlinedAt: !602)
!602 = distinct !DILocation(line: 12, column: 9, scope: !235, inlinedAt: !596)
!603 = !DILocation(line: 0, scope: !212, inlinedAt: !604)
!604 = distinct !DILocation(line: 7, column: 40, scope: !231, inlinedAt: !602)
!605 = !DILocation(line: 7, column: 51, scope: !231, inlinedAt: !602)
!606 = !DILocation(line: 12, column: 9, scope: !219, inlinedAt: !596)
!607 = !DILocation(line: 13, column: 18, scope: !235, inlinedAt: !596)
!608 = !DILocation(line: 13, column: 16, scope: !235, inlinedAt: !596)
!609 = !DILocation(line: 13, column: 9, scope: !235, inlinedAt: !596)
!610 = !DILocation(line: 14, column: 11, scope: !244, inlinedAt: !596)
!611 = !DILocation(line: 14, column: 9, scope: !219, inlinedAt: !596)
!612 = !DILocation(line: 15, column: 18, scope: !244, inlinedAt: !596)
!613 = !DILocation(line: 15, column: 22, scope: !244, inlinedAt: !596)
!614 = !DILocation(line: 15, column: 16, scope: !244, inlinedAt: !596)
!615 = !DILocation(line: 15, column: 9, scope: !244, inlinedAt: !596)
!616 = !DILocation(line: 16, column: 21, scope: !251, inlinedAt: !596)
!617 = !DILocation(line: 0, scope: !219, inlinedAt: !618)
!618 = distinct !DILocation(line: 47, column: 43, scope: !138)
!619 = !DILocation(line: 0, scope: !212, inlinedAt: !620)
!620 = distinct !DILocation(line: 10, column: 9, scope: !218, inlinedAt: !618)
!621 = !DILocation(line: 6, column: 41, scope: !212, inlinedAt: !620)
!622 = !DILocation(line: 10, column: 9, scope: !219, inlinedAt: !618)
!623 = !DILocation(line: 0, scope: !231, inlinedAt: !624)
!624 = distinct !DILocation(line: 12, column: 9, scope: !235, inlinedAt: !618)
!625 = !DILocation(line: 0, scope: !212, inlinedAt: !626)
!626 = distinct !DILocation(line: 7, column: 40, scope: !231, inlinedAt: !624)
!627 = !DILocation(line: 7, column: 51, scope: !231, inlinedAt: !624)
!628 = !DILocation(line: 12, column: 9, scope: !219, inlinedAt: !618)
!629 = !DILocation(line: 13, column: 18, scope: !235, inlinedAt: !618)
!630 = !DILocation(line: 13, column: 16, scope: !235, inlinedAt: !618)
!631 = !DILocation(line: 13, column: 9, scope: !235, inlinedAt: !618)
!632 = !DILocation(line: 14, column: 11, scope: !244, inlinedAt: !618)
!633 = !DILocation(line: 14, column: 9, scope: !219, inlinedAt: !618)
!634 = !DILocation(line: 15, column: 18, scope: !244, inlinedAt: !618)
!635 = !DILocation(line: 15, column: 22, scope: !244, inlinedAt: !618)
!636 = !DILocation(line: 15, column: 16, scope: !244, inlinedAt: !618)
!637 = !DILocation(line: 15, column: 9, scope: !244, inlinedAt: !618)
!638 = !DILocation(line: 16, column: 21, scope: !251, inlinedAt: !618)
!639 = !DILocation(line: 47, column: 5, scope: !138)
!640 = !DILocation(line: 49, column: 18, scope: !138)
!641 = !DILocation(line: 49, column: 17, scope: !138)
!642 = !DILocation(line: 50, column: 52, scope: !138)
!643 = !DILocation(line: 50, column: 5, scope: !138)
!644 = !DILocation(line: 51, column: 43, scope: !138)
!645 = !DILocation(line: 51, column: 48, scope: !138)
!646 = !DILocation(line: 51, column: 59, scope: !138)
!647 = !DILocation(line: 51, column: 57, scope: !138)
!648 = !DILocation(line: 51, column: 70, scope: !138)
!649 = !DILocation(line: 51, column: 68, scope: !138)
!650 = !DILocation(line: 51, column: 5, scope: !138)
!651 = !DILocation(line: 53, column: 5, scope: !138)
!652 = !DILocation(line: 54, column: 5, scope: !138)
!653 = !DILocation(line: 55, column: 5, scope: !138)
!654 = !DILocation(line: 0, scope: !219, inlinedAt: !655)
!655 = distinct !DILocation(line: 60, column: 33, scope: !138)
!656 = !DILocation(line: 0, scope: !212, inlinedAt: !657)
!657 = distinct !DILocation(line: 10, column: 9, scope: !218, inlinedAt: !655)
!658 = !DILocation(line: 0, scope: !231, inlinedAt: !659)
!659 = distinct !DILocation(line: 12, column: 9, scope: !235, inlinedAt: !655)
!660 = !DILocation(line: 0, scope: !212, inlinedAt: !661)
!661 = distinct !DILocation(line: 7, column: 40, scope: !231, inlinedAt: !659)
!662 = !DILocation(line: 60, column: 5, scope: !138)
!663 = !DILocation(line: 62, column: 5, scope: !138)
!664 = !DILocation(line: 62, column: 20, scope: !138)
!665 = !{!666, !666, i64 0}
!666 = !{!"float", !196, i64 0}
!667 = distinct !DIAssignID()
!668 = !DILocation(line: 63, column: 26, scope: !138)
!669 = !DILocation(line: 63, column: 24, scope: !138)
!670 = !DILocation(line: 64, column: 47, scope: !138)
!671 = !DILocation(line: 0, scope: !219, inlinedAt: !672)
!672 = distinct !DILocation(line: 64, column: 38, scope: !138)
!673 = !DILocation(line: 0, scope: !212, inlinedAt: !674)
!674 = distinct !DILocation(line: 10, column: 9, scope: !218, inlinedAt: !672)
!675 = !DILocation(line: 6, column: 41, scope: !212, inlinedAt: !674)
!676 = !DILocation(line: 10, column: 9, scope: !219, inlinedAt: !672)
!677 = !DILocation(line: 0, scope: !231, inlinedAt: !678)
!678 = distinct !DILocation(line: 12, column: 9, scope: !235, inlinedAt: !672)
!679 = !DILocation(line: 0, scope: !212, inlinedAt: !680)
!680 = distinct !DILocation(line: 7, column: 40, scope: !231, inlinedAt: !678)
!681 = !DILocation(line: 7, column: 51, scope: !231, inlinedAt: !678)
!682 = !DILocation(line: 12, column: 9, scope: !219, inlinedAt: !672)
!683 = !DILocation(line: 13, column: 18, scope: !235, inlinedAt: !672)
!684 = !DILocation(line: 13, column: 16, scope: !235, inlinedAt: !672)
!685 = !DILocation(line: 13, column: 9, scope: !235, inlinedAt: !672)
!686 = !DILocation(line: 14, column: 11, scope: !244, inlinedAt: !672)
!687 = !DILocation(line: 14, column: 9, scope: !219, inlinedAt: !672)
!688 = !DILocation(line: 15, column: 18, scope: !244, inlinedAt: !672)
!689 = !DILocation(line: 15, column: 22, scope: !244, inlinedAt: !672)
!690 = !DILocation(line: 15, column: 16, scope: !244, inlinedAt: !672)
!691 = !DILocation(line: 15, column: 9, scope: !244, inlinedAt: !672)
!692 = !DILocation(line: 64, column: 5, scope: !138)
!693 = !DILocation(line: 0, scope: !161)
!694 = !DILocation(line: 0, scope: !219, inlinedAt: !695)
!695 = distinct !DILocation(line: 67, column: 38, scope: !696)
!696 = distinct !DILexicalBlock(scope: !697, file: !2, line: 66, column: 33)
!697 = distinct !DILexicalBlock(scope: !161, file: !2, line: 66, column: 5)
!698 = !DILocation(line: 0, scope: !212, inlinedAt: !699)
!699 = distinct !DILocation(line: 10, column: 9, scope: !218, inlinedAt: !695)
!700 = !DILocation(line: 0, scope: !231, inlinedAt: !701)
!701 = distinct !DILocation(line: 12, column: 9, scope: !235, inlinedAt: !695)
!702 = !DILocation(line: 0, scope: !212, inlinedAt: !703)
!703 = distinct !DILocation(line: 7, column: 40, scope: !231, inlinedAt: !701)
!704 = !DILocation(line: 67, column: 9, scope: !696)
!705 = !DILocation(line: 76, column: 5, scope: !138)
!706 = !DILocation(line: 83, column: 5, scope: !138)
!707 = !DILocation(line: 85, column: 5, scope: !138)
!708 = !DILocation(line: 85, column: 20, scope: !138)
!709 = distinct !DIAssignID()
!710 = !DILocation(line: 86, column: 5, scope: !138)
!711 = !DILocation(line: 86, column: 12, scope: !138)
!712 = !DILocation(line: 86, column: 24, scope: !138)
!713 = !DILocation(line: 86, column: 17, scope: !138)
!714 = !DILocation(line: 86, column: 30, scope: !138)
!715 = !DILocation(line: 86, column: 28, scope: !138)
!716 = distinct !{!716, !710, !717, !718}
!717 = !DILocation(line: 87, column: 17, scope: !138)
!718 = !{!"llvm.loop.mustprogress"}
!719 = !DILocation(line: 88, column: 43, scope: !138)
!720 = !DILocation(line: 88, column: 62, scope: !138)
!721 = !DILocation(line: 88, column: 5, scope: !138)
!722 = !DILocation(line: 0, scope: !231, inlinedAt: !723)
!723 = distinct !DILocation(line: 96, column: 18, scope: !724)
!724 = distinct !DILexicalBlock(scope: !725, file: !2, line: 96, column: 18)
!725 = distinct !DILexicalBlock(scope: !726, file: !2, line: 94, column: 13)
!726 = distinct !DILexicalBlock(scope: !727, file: !2, line: 93, column: 33)
!727 = distinct !DILexicalBlock(scope: !173, file: !2, line: 93, column: 5)
!728 = !DILocation(line: 0, scope: !212, inlinedAt: !729)
!729 = distinct !DILocation(line: 7, column: 40, scope: !231, inlinedAt: !723)
!730 = !DILocation(line: 0, scope: !173)
!731 = !DILocation(line: 0, scope: !212, inlinedAt: !732)
!732 = distinct !DILocation(line: 94, column: 13, scope: !725)
!733 = !DILocation(line: 94, column: 13, scope: !726)
!734 = !DILocation(line: 7, column: 51, scope: !231, inlinedAt: !723)
!735 = !DILocation(line: 96, column: 18, scope: !725)
!736 = !DILocation(line: 95, column: 17, scope: !725)
!737 = !DILocation(line: 95, column: 13, scope: !725)
!738 = !DILocation(line: 97, column: 17, scope: !724)
!739 = !DILocation(line: 97, column: 13, scope: !724)
!740 = !DILocation(line: 99, column: 17, scope: !724)
!741 = !DILocation(line: 101, column: 5, scope: !138)
!742 = !DILocation(line: 103, column: 27, scope: !138)
!743 = !DILocation(line: 0, scope: !177)
!744 = !DILocation(line: 0, scope: !179)
!745 = !DILocation(line: 106, column: 25, scope: !183)
!746 = !DILocation(line: 106, column: 17, scope: !184)
!747 = !DILocation(line: 0, scope: !182)
!748 = !DILocation(line: 110, column: 13, scope: !182)
!749 = !DILocation(line: 108, column: 25, scope: !182)
!750 = !DILocation(line: 0, scope: !186)
!751 = !DILocation(line: 112, column: 9, scope: !752)
!752 = distinct !DILexicalBlock(scope: !186, file: !2, line: 111, column: 5)
!753 = !DILocation(line: 114, column: 1, scope: !138)
!754 = !DISubprogram(name: "printf", scope: !755, file: !755, line: 356, type: !756, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!755 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!756 = !DISubroutineType(types: !757)
!757 = !{!141, !758, null}
!758 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !222)
