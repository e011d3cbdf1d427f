; ModuleID = 'arrays2d.c'
source_filename = "arrays2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"a*b\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [11 x i8] c"transposed\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [11 x i8] c"trace=%ld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"b^5\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [6 x i8] c"%llu \00", align 1, !dbg !16
@.str.6 = private unnamed_addr constant [29 x i8] c"C(39,19)=%llu C(30,15)=%llu\0A\00", align 1, !dbg !21
@.str.7 = private unnamed_addr constant [4 x i8] c"%3d\00", align 1, !dbg !26
@.str.8 = private unnamed_addr constant [43 x i8] c"cube sum=%ld cube[2][3][4]=%d flat[37]=%d\0A\00", align 1, !dbg !28
@__const.main.words = private unnamed_addr constant [5 x [8 x i8]] [[8 x i8] c"alpha\00\00\00", [8 x i8] c"beta\00\00\00\00", [8 x i8] c"gamma\00\00\00", [8 x i8] c"delta\00\00\00", [8 x i8] c"eps\00\00\00\00\00"], align 16
@.str.9 = private unnamed_addr constant [8 x i8] c"%s(%d) \00", align 1, !dbg !33
@.str.10 = private unnamed_addr constant [27 x i8] c"\0Asizeof words=%zu row=%zu\0A\00", align 1, !dbg !38
@.str.12 = private unnamed_addr constant [5 x i8] c"%8ld\00", align 1, !dbg !43

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !71 {
  %1 = alloca [6 x [6 x i64]], align 16, !DIAssignID !174
    #dbg_assign(i1 undef, !76, !DIExpression(), !174, ptr %1, !DIExpression(), !175)
  %2 = alloca [6 x [6 x i64]], align 16, !DIAssignID !176
    #dbg_assign(i1 undef, !79, !DIExpression(), !176, ptr %2, !DIExpression(), !175)
  %3 = alloca [6 x [6 x i64]], align 16, !DIAssignID !177
    #dbg_assign(i1 undef, !80, !DIExpression(), !177, ptr %3, !DIExpression(), !175)
  %4 = alloca [6 x [6 x i64]], align 16, !DIAssignID !178
    #dbg_assign(i1 undef, !86, !DIExpression(), !178, ptr %4, !DIExpression(), !175)
  %5 = alloca [6 x [6 x i64]], align 16, !DIAssignID !179
    #dbg_assign(i1 undef, !87, !DIExpression(), !179, ptr %5, !DIExpression(), !175)
  %6 = alloca [40 x [40 x i64]], align 16, !DIAssignID !180
    #dbg_assign(i1 undef, !102, !DIExpression(), !180, ptr %6, !DIExpression(), !175)
  %7 = alloca [7 x [9 x i32]], align 16, !DIAssignID !181
    #dbg_assign(i1 undef, !119, !DIExpression(), !181, ptr %7, !DIExpression(), !175)
  %8 = alloca [3 x [4 x [5 x i16]]], align 16, !DIAssignID !182
    #dbg_assign(i1 undef, !148, !DIExpression(), !182, ptr %8, !DIExpression(), !175)
  %9 = alloca [5 x [8 x i8]], align 16, !DIAssignID !183
    #dbg_assign(i1 undef, !166, !DIExpression(), !183, ptr %9, !DIExpression(), !175)
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %1) #6, !dbg !184
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %2) #6, !dbg !184
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %3) #6, !dbg !184
    #dbg_value(i32 0, !81, !DIExpression(), !185)
  br label %10, !dbg !186

10:                                               ; preds = %0, %91
  %11 = phi i64 [ 0, %0 ], [ %12, %91 ]
    #dbg_value(i64 %11, !81, !DIExpression(), !185)
  %12 = add nuw nsw i64 %11, 1, !dbg !187
    #dbg_value(i32 0, !83, !DIExpression(), !188)
  br label %93, !dbg !189

13:                                               ; preds = %91, %17
  %14 = phi i64 [ %18, %17 ], [ 0, %91 ]
    #dbg_value(i64 %14, !190, !DIExpression(), !210)
    #dbg_value(i32 0, !202, !DIExpression(), !212)
  br label %15, !dbg !213

15:                                               ; preds = %20, %13
  %16 = phi i64 [ 0, %13 ], [ %22, %20 ]
    #dbg_value(i64 %16, !202, !DIExpression(), !212)
    #dbg_value(i32 0, !208, !DIExpression(), !214)
    #dbg_value(i64 0, !205, !DIExpression(), !215)
  br label %24, !dbg !216

17:                                               ; preds = %20
  %18 = add nuw nsw i64 %14, 1, !dbg !217
    #dbg_value(i64 %18, !190, !DIExpression(), !210)
  %19 = icmp eq i64 %18, 6, !dbg !218
  br i1 %19, label %35, label %13, !dbg !219, !llvm.loop !220

20:                                               ; preds = %24
  %21 = getelementptr inbounds [6 x i64], ptr %3, i64 %14, i64 %16, !dbg !224
  store i64 %32, ptr %21, align 8, !dbg !225, !tbaa !226
  %22 = add nuw nsw i64 %16, 1, !dbg !230
    #dbg_value(i64 %22, !202, !DIExpression(), !212)
  %23 = icmp eq i64 %22, 6, !dbg !231
  br i1 %23, label %17, label %15, !dbg !213, !llvm.loop !232

24:                                               ; preds = %24, %15
  %25 = phi i64 [ 0, %15 ], [ %33, %24 ]
  %26 = phi i64 [ 0, %15 ], [ %32, %24 ]
    #dbg_value(i64 %25, !208, !DIExpression(), !214)
    #dbg_value(i64 %26, !205, !DIExpression(), !215)
  %27 = getelementptr inbounds [6 x i64], ptr %1, i64 %14, i64 %25, !dbg !234
  %28 = load i64, ptr %27, align 8, !dbg !234, !tbaa !226
  %29 = getelementptr inbounds [6 x i64], ptr %2, i64 %25, i64 %16, !dbg !236
  %30 = load i64, ptr %29, align 8, !dbg !236, !tbaa !226
  %31 = mul nsw i64 %30, %28, !dbg !237
  %32 = add nsw i64 %31, %26, !dbg !238
    #dbg_value(i64 %32, !205, !DIExpression(), !215)
  %33 = add nuw nsw i64 %25, 1, !dbg !239
    #dbg_value(i64 %33, !208, !DIExpression(), !214)
  %34 = icmp eq i64 %33, 6, !dbg !240
  br i1 %34, label %20, label %24, !dbg !216, !llvm.loop !241

35:                                               ; preds = %17
    #dbg_value(ptr @.str, !243, !DIExpression(), !257)
    #dbg_value(ptr %3, !250, !DIExpression(), !257)
  %36 = tail call i32 @puts(ptr nonnull readonly dereferenceable(1) @.str), !dbg !259
    #dbg_value(i32 0, !251, !DIExpression(), !260)
  br label %37, !dbg !261

37:                                               ; preds = %39, %35
  %38 = phi i64 [ 0, %35 ], [ %41, %39 ]
    #dbg_value(i64 %38, !251, !DIExpression(), !260)
    #dbg_value(i32 0, !253, !DIExpression(), !262)
  br label %43, !dbg !263

39:                                               ; preds = %43
  %40 = tail call i32 @putchar(i32 10), !dbg !264
  %41 = add nuw nsw i64 %38, 1, !dbg !265
    #dbg_value(i64 %41, !251, !DIExpression(), !260)
  %42 = icmp eq i64 %41, 6, !dbg !266
  br i1 %42, label %53, label %37, !dbg !261, !llvm.loop !267

43:                                               ; preds = %43, %37
  %44 = phi i64 [ 0, %37 ], [ %48, %43 ]
    #dbg_value(i64 %44, !253, !DIExpression(), !262)
  %45 = getelementptr inbounds [6 x i64], ptr %3, i64 %38, i64 %44, !dbg !269
  %46 = load i64, ptr %45, align 8, !dbg !269, !tbaa !226
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %46), !dbg !271
  %48 = add nuw nsw i64 %44, 1, !dbg !272
    #dbg_value(i64 %48, !253, !DIExpression(), !262)
  %49 = icmp eq i64 %48, 6, !dbg !273
  br i1 %49, label %39, label %43, !dbg !263, !llvm.loop !274

50:                                               ; preds = %58, %53
    #dbg_value(i64 %56, !276, !DIExpression(), !289)
  %51 = add nuw nsw i64 %55, 1, !dbg !291
  %52 = icmp eq i64 %56, 6, !dbg !292
  br i1 %52, label %66, label %53, !dbg !291, !llvm.loop !293

53:                                               ; preds = %39, %50
  %54 = phi i64 [ %56, %50 ], [ 0, %39 ]
  %55 = phi i64 [ %51, %50 ], [ 1, %39 ]
    #dbg_value(i64 %54, !276, !DIExpression(), !289)
  %56 = add nuw nsw i64 %54, 1, !dbg !295
    #dbg_value(i64 %56, !283, !DIExpression(), !296)
  %57 = icmp ult i64 %54, 5, !dbg !297
  br i1 %57, label %58, label %50, !dbg !298

58:                                               ; preds = %53, %58
  %59 = phi i64 [ %64, %58 ], [ %55, %53 ]
    #dbg_value(i64 %59, !283, !DIExpression(), !296)
  %60 = getelementptr inbounds [6 x i64], ptr %3, i64 %54, i64 %59, !dbg !299
  %61 = load i64, ptr %60, align 8, !dbg !299, !tbaa !226
    #dbg_value(i64 %61, !286, !DIExpression(), !300)
  %62 = getelementptr inbounds [6 x i64], ptr %3, i64 %59, i64 %54, !dbg !301
  %63 = load i64, ptr %62, align 8, !dbg !301, !tbaa !226
  store i64 %63, ptr %60, align 8, !dbg !302, !tbaa !226
  store i64 %61, ptr %62, align 8, !dbg !303, !tbaa !226
  %64 = add nuw nsw i64 %59, 1, !dbg !304
    #dbg_value(i64 %64, !283, !DIExpression(), !296)
  %65 = icmp eq i64 %64, 6, !dbg !297
  br i1 %65, label %50, label %58, !dbg !298, !llvm.loop !305

66:                                               ; preds = %50
    #dbg_value(ptr @.str.1, !243, !DIExpression(), !307)
    #dbg_value(ptr %3, !250, !DIExpression(), !307)
  %67 = tail call i32 @puts(ptr nonnull readonly dereferenceable(1) @.str.1), !dbg !309
    #dbg_value(i32 0, !251, !DIExpression(), !310)
  br label %68, !dbg !311

68:                                               ; preds = %70, %66
  %69 = phi i64 [ 0, %66 ], [ %72, %70 ]
    #dbg_value(i64 %69, !251, !DIExpression(), !310)
    #dbg_value(i32 0, !253, !DIExpression(), !312)
  br label %74, !dbg !313

70:                                               ; preds = %74
  %71 = tail call i32 @putchar(i32 10), !dbg !314
  %72 = add nuw nsw i64 %69, 1, !dbg !315
    #dbg_value(i64 %72, !251, !DIExpression(), !310)
  %73 = icmp eq i64 %72, 6, !dbg !316
  br i1 %73, label %81, label %68, !dbg !311, !llvm.loop !317

74:                                               ; preds = %74, %68
  %75 = phi i64 [ 0, %68 ], [ %79, %74 ]
    #dbg_value(i64 %75, !253, !DIExpression(), !312)
  %76 = getelementptr inbounds [6 x i64], ptr %3, i64 %69, i64 %75, !dbg !319
  %77 = load i64, ptr %76, align 8, !dbg !319, !tbaa !226
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %77), !dbg !320
  %79 = add nuw nsw i64 %75, 1, !dbg !321
    #dbg_value(i64 %79, !253, !DIExpression(), !312)
  %80 = icmp eq i64 %79, 6, !dbg !322
  br i1 %80, label %70, label %74, !dbg !313, !llvm.loop !323

81:                                               ; preds = %70, %81
  %82 = phi i64 [ %87, %81 ], [ 0, %70 ]
  %83 = phi i64 [ %86, %81 ], [ 0, %70 ]
    #dbg_value(i64 %82, !325, !DIExpression(), !333)
    #dbg_value(i64 %83, !332, !DIExpression(), !335)
  %84 = getelementptr inbounds [6 x i64], ptr %3, i64 %82, i64 %82, !dbg !336
  %85 = load i64, ptr %84, align 8, !dbg !336, !tbaa !226
  %86 = add nsw i64 %85, %83, !dbg !338
    #dbg_value(i64 %86, !332, !DIExpression(), !335)
  %87 = add nuw nsw i64 %82, 1, !dbg !339
    #dbg_value(i64 %87, !325, !DIExpression(), !333)
  %88 = icmp eq i64 %87, 6, !dbg !340
  br i1 %88, label %89, label %81, !dbg !341, !llvm.loop !342

89:                                               ; preds = %81
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %86), !dbg !344
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %4) #6, !dbg !345
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %5) #6, !dbg !345
    #dbg_value(i32 0, !88, !DIExpression(), !346)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(288) %4, ptr noundef nonnull align 16 dereferenceable(288) %2, i64 288, i1 false), !dbg !347, !tbaa !226
    #dbg_value(i64 poison, !88, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !346)
    #dbg_value(i32 0, !90, !DIExpression(), !349)
  br label %112, !dbg !350

91:                                               ; preds = %93
    #dbg_value(i64 %12, !81, !DIExpression(), !185)
  %92 = icmp eq i64 %12, 6, !dbg !351
  br i1 %92, label %13, label %10, !dbg !186, !llvm.loop !352

93:                                               ; preds = %10, %93
  %94 = phi i64 [ 0, %10 ], [ %110, %93 ]
    #dbg_value(i64 %94, !83, !DIExpression(), !188)
  %95 = add nuw nsw i64 %94, 2, !dbg !354
  %96 = mul nuw nsw i64 %95, %12, !dbg !357
  %97 = trunc nuw nsw i64 %96 to i32, !dbg !358
  %98 = urem i32 %97, 7, !dbg !358
  %99 = add nsw i32 %98, -3, !dbg !359
  %100 = sext i32 %99 to i64, !dbg !360
  %101 = getelementptr inbounds [6 x [6 x i64]], ptr %1, i64 0, i64 %11, i64 %94, !dbg !361
  store i64 %100, ptr %101, align 8, !dbg !362, !tbaa !226
  %102 = icmp eq i64 %11, %94, !dbg !363
  %103 = select i1 %102, i32 2, i32 0, !dbg !364
  %104 = add nuw nsw i64 %94, %11, !dbg !365
  %105 = trunc nuw nsw i64 %104 to i32, !dbg !366
  %106 = urem i32 %105, 3, !dbg !366
  %107 = add nuw nsw i32 %103, %106, !dbg !367
  %108 = zext nneg i32 %107 to i64, !dbg !368
  %109 = getelementptr inbounds [6 x [6 x i64]], ptr %2, i64 0, i64 %11, i64 %94, !dbg !369
  store i64 %108, ptr %109, align 8, !dbg !370, !tbaa !226
  %110 = add nuw nsw i64 %94, 1, !dbg !371
    #dbg_value(i64 %110, !83, !DIExpression(), !188)
  %111 = icmp eq i64 %110, 6, !dbg !372
  br i1 %111, label %91, label %93, !dbg !189, !llvm.loop !373

112:                                              ; preds = %89, %137
  %113 = phi i32 [ %138, %137 ], [ 0, %89 ]
    #dbg_value(i32 %113, !93, !DIExpression(), !375)
  br label %130, !dbg !376

114:                                              ; preds = %137
    #dbg_value(ptr @.str.3, !243, !DIExpression(), !378)
    #dbg_value(ptr %4, !250, !DIExpression(), !378)
  %115 = tail call i32 @puts(ptr nonnull readonly dereferenceable(1) @.str.3), !dbg !380
    #dbg_value(i32 0, !251, !DIExpression(), !381)
  br label %116, !dbg !382

116:                                              ; preds = %118, %114
  %117 = phi i64 [ 0, %114 ], [ %120, %118 ]
    #dbg_value(i64 %117, !251, !DIExpression(), !381)
    #dbg_value(i32 0, !253, !DIExpression(), !383)
  br label %122, !dbg !384

118:                                              ; preds = %122
  %119 = tail call i32 @putchar(i32 10), !dbg !385
  %120 = add nuw nsw i64 %117, 1, !dbg !386
    #dbg_value(i64 %120, !251, !DIExpression(), !381)
  %121 = icmp eq i64 %120, 6, !dbg !387
  br i1 %121, label %129, label %116, !dbg !382, !llvm.loop !388

122:                                              ; preds = %122, %116
  %123 = phi i64 [ 0, %116 ], [ %127, %122 ]
    #dbg_value(i64 %123, !253, !DIExpression(), !383)
  %124 = getelementptr inbounds [6 x i64], ptr %4, i64 %117, i64 %123, !dbg !390
  %125 = load i64, ptr %124, align 8, !dbg !390, !tbaa !226
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %125), !dbg !391
  %127 = add nuw nsw i64 %123, 1, !dbg !392
    #dbg_value(i64 %127, !253, !DIExpression(), !383)
  %128 = icmp eq i64 %127, 6, !dbg !393
  br i1 %128, label %118, label %122, !dbg !384, !llvm.loop !394

129:                                              ; preds = %118
  call void @llvm.lifetime.start.p0(i64 12800, ptr nonnull %6) #6, !dbg !396
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(12800) %6, i8 0, i64 12800, i1 false), !dbg !397, !DIAssignID !398
    #dbg_assign(i8 0, !102, !DIExpression(), !398, ptr %6, !DIExpression(), !175)
    #dbg_value(i32 0, !107, !DIExpression(), !399)
  br label %155, !dbg !400

130:                                              ; preds = %112, %134
  %131 = phi i64 [ %135, %134 ], [ 0, %112 ]
    #dbg_value(i64 %131, !190, !DIExpression(), !401)
    #dbg_value(i32 0, !202, !DIExpression(), !402)
  br label %132, !dbg !403

132:                                              ; preds = %140, %130
  %133 = phi i64 [ 0, %130 ], [ %142, %140 ]
    #dbg_value(i64 %133, !202, !DIExpression(), !402)
    #dbg_value(i32 0, !208, !DIExpression(), !404)
    #dbg_value(i64 0, !205, !DIExpression(), !405)
  br label %144, !dbg !406

134:                                              ; preds = %140
  %135 = add nuw nsw i64 %131, 1, !dbg !407
    #dbg_value(i64 %135, !190, !DIExpression(), !401)
  %136 = icmp eq i64 %135, 6, !dbg !408
  br i1 %136, label %137, label %130, !dbg !376, !llvm.loop !409

137:                                              ; preds = %134
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(288) %4, ptr noundef nonnull align 16 dereferenceable(288) %5, i64 288, i1 false), !dbg !411, !tbaa !226
    #dbg_value(i64 poison, !95, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !413)
    #dbg_value(i32 0, !99, !DIExpression(), !414)
  %138 = add nuw nsw i32 %113, 1, !dbg !415
    #dbg_value(i32 %138, !93, !DIExpression(), !375)
  %139 = icmp eq i32 %138, 4, !dbg !416
  br i1 %139, label %114, label %112, !dbg !350, !llvm.loop !417

140:                                              ; preds = %144
  %141 = getelementptr inbounds [6 x i64], ptr %5, i64 %131, i64 %133, !dbg !419
  store i64 %152, ptr %141, align 8, !dbg !420, !tbaa !226
  %142 = add nuw nsw i64 %133, 1, !dbg !421
    #dbg_value(i64 %142, !202, !DIExpression(), !402)
  %143 = icmp eq i64 %142, 6, !dbg !422
  br i1 %143, label %134, label %132, !dbg !403, !llvm.loop !423

144:                                              ; preds = %144, %132
  %145 = phi i64 [ 0, %132 ], [ %153, %144 ]
  %146 = phi i64 [ 0, %132 ], [ %152, %144 ]
    #dbg_value(i64 %145, !208, !DIExpression(), !404)
    #dbg_value(i64 %146, !205, !DIExpression(), !405)
  %147 = getelementptr inbounds [6 x i64], ptr %4, i64 %131, i64 %145, !dbg !425
  %148 = load i64, ptr %147, align 8, !dbg !425, !tbaa !226
  %149 = getelementptr inbounds [6 x i64], ptr %2, i64 %145, i64 %133, !dbg !426
  %150 = load i64, ptr %149, align 8, !dbg !426, !tbaa !226
  %151 = mul nsw i64 %150, %148, !dbg !427
  %152 = add nsw i64 %151, %146, !dbg !428
    #dbg_value(i64 %152, !205, !DIExpression(), !405)
  %153 = add nuw nsw i64 %145, 1, !dbg !429
    #dbg_value(i64 %153, !208, !DIExpression(), !404)
  %154 = icmp eq i64 %153, 6, !dbg !430
  br i1 %154, label %140, label %144, !dbg !406, !llvm.loop !431

155:                                              ; preds = %129, %162
  %156 = phi i64 [ 0, %129 ], [ %163, %162 ]
  %157 = phi i64 [ 1, %129 ], [ %164, %162 ]
    #dbg_value(i64 %156, !107, !DIExpression(), !399)
  %158 = getelementptr inbounds [40 x [40 x i64]], ptr %6, i64 0, i64 %156, !dbg !433
  store i64 1, ptr %158, align 16, !dbg !434, !tbaa !435
    #dbg_value(i32 1, !109, !DIExpression(), !437)
  %159 = icmp eq i64 %156, 0, !dbg !438
  br i1 %159, label %162, label %160, !dbg !440

160:                                              ; preds = %155
  %161 = add nsw i64 %156, -1
  br label %166, !dbg !440

162:                                              ; preds = %166, %155
  %163 = add nuw nsw i64 %156, 1, !dbg !441
    #dbg_value(i64 %163, !107, !DIExpression(), !399)
  %164 = add nuw nsw i64 %157, 1, !dbg !400
  %165 = icmp eq i64 %163, 40, !dbg !442
  br i1 %165, label %177, label %155, !dbg !400, !llvm.loop !443

166:                                              ; preds = %160, %166
  %167 = phi i64 [ 1, %160 ], [ %175, %166 ]
    #dbg_value(i64 %167, !109, !DIExpression(), !437)
  %168 = add nsw i64 %167, -1, !dbg !445
  %169 = getelementptr inbounds [40 x [40 x i64]], ptr %6, i64 0, i64 %161, i64 %168, !dbg !446
  %170 = load i64, ptr %169, align 8, !dbg !446, !tbaa !435
  %171 = getelementptr inbounds [40 x [40 x i64]], ptr %6, i64 0, i64 %161, i64 %167, !dbg !447
  %172 = load i64, ptr %171, align 8, !dbg !447, !tbaa !435
  %173 = add i64 %172, %170, !dbg !448
  %174 = getelementptr inbounds [40 x [40 x i64]], ptr %6, i64 0, i64 %156, i64 %167, !dbg !449
  store i64 %173, ptr %174, align 8, !dbg !450, !tbaa !435
  %175 = add nuw nsw i64 %167, 1, !dbg !451
    #dbg_value(i64 %175, !109, !DIExpression(), !437)
  %176 = icmp eq i64 %175, %157, !dbg !438
  br i1 %176, label %162, label %166, !dbg !440, !llvm.loop !452

177:                                              ; preds = %162, %186
  %178 = phi i64 [ %188, %186 ], [ 0, %162 ]
  %179 = phi i64 [ %189, %186 ], [ 1, %162 ]
    #dbg_value(i64 %178, !113, !DIExpression(), !454)
    #dbg_value(i32 0, !115, !DIExpression(), !455)
  br label %191, !dbg !456

180:                                              ; preds = %186
  %181 = getelementptr inbounds i8, ptr %6, i64 12632, !dbg !457
  %182 = load i64, ptr %181, align 8, !dbg !457, !tbaa !435
  %183 = getelementptr inbounds i8, ptr %6, i64 9720, !dbg !458
  %184 = load i64, ptr %183, align 8, !dbg !458, !tbaa !435
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %182, i64 noundef %184), !dbg !459
  call void @llvm.lifetime.start.p0(i64 252, ptr nonnull %7) #6, !dbg !460
    #dbg_value(i32 0, !124, !DIExpression(), !175)
    #dbg_value(i32 6, !125, !DIExpression(), !175)
    #dbg_value(i32 0, !126, !DIExpression(), !175)
    #dbg_value(i32 8, !127, !DIExpression(), !175)
    #dbg_value(i32 0, !128, !DIExpression(), !175)
  br label %198, !dbg !461

186:                                              ; preds = %191
  %187 = tail call i32 @putchar(i32 10), !dbg !462
  %188 = add nuw nsw i64 %178, 1, !dbg !463
    #dbg_value(i64 %188, !113, !DIExpression(), !454)
  %189 = add nuw nsw i64 %179, 1, !dbg !464
  %190 = icmp eq i64 %188, 10, !dbg !465
  br i1 %190, label %180, label %177, !dbg !464, !llvm.loop !466

191:                                              ; preds = %177, %191
  %192 = phi i64 [ 0, %177 ], [ %196, %191 ]
    #dbg_value(i64 %192, !115, !DIExpression(), !455)
  %193 = getelementptr inbounds [40 x [40 x i64]], ptr %6, i64 0, i64 %178, i64 %192, !dbg !468
  %194 = load i64, ptr %193, align 8, !dbg !468, !tbaa !435
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %194), !dbg !470
  %196 = add nuw nsw i64 %192, 1, !dbg !471
    #dbg_value(i64 %196, !115, !DIExpression(), !455)
  %197 = icmp eq i64 %196, %179, !dbg !472
  br i1 %197, label %186, label %191, !dbg !456, !llvm.loop !473

198:                                              ; preds = %180, %270
  %199 = phi i64 [ 0, %180 ], [ %208, %270 ]
  %200 = phi i64 [ 8, %180 ], [ %222, %270 ]
  %201 = phi i64 [ 7, %180 ], [ %279, %270 ]
  %202 = phi i64 [ 1, %180 ], [ %278, %270 ]
  %203 = phi i32 [ 0, %180 ], [ %272, %270 ]
  %204 = phi i32 [ 0, %180 ], [ %271, %270 ]
  %205 = phi i32 [ 6, %180 ], [ %250, %270 ]
    #dbg_value(i32 %203, !128, !DIExpression(), !175)
    #dbg_value(i64 %200, !127, !DIExpression(), !175)
    #dbg_value(i32 %204, !126, !DIExpression(), !175)
    #dbg_value(i32 %205, !125, !DIExpression(), !175)
    #dbg_value(i64 %199, !124, !DIExpression(), !175)
    #dbg_value(i32 %204, !129, !DIExpression(), !475)
    #dbg_value(i32 %203, !128, !DIExpression(), !175)
  %206 = sext i32 %204 to i64, !dbg !476
  br label %213, !dbg !476

207:                                              ; preds = %213
  %208 = add nuw nsw i64 %199, 1, !dbg !477
    #dbg_value(i64 %208, !124, !DIExpression(), !175)
    #dbg_value(i64 %208, !132, !DIExpression(), !478)
    #dbg_value(i32 %216, !128, !DIExpression(), !175)
  %209 = sext i32 %205 to i64, !dbg !479
  %210 = icmp slt i64 %199, %209, !dbg !479
  br i1 %210, label %211, label %220, !dbg !481

211:                                              ; preds = %207
  %212 = add nuw i32 %205, 1, !dbg !481
  br label %231, !dbg !481

213:                                              ; preds = %198, %213
  %214 = phi i64 [ %206, %198 ], [ %218, %213 ]
  %215 = phi i32 [ %203, %198 ], [ %216, %213 ]
    #dbg_value(i64 %214, !129, !DIExpression(), !475)
    #dbg_value(i32 %215, !128, !DIExpression(), !175)
  %216 = add nsw i32 %215, 1, !dbg !482
    #dbg_value(i32 %216, !128, !DIExpression(), !175)
  %217 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i64 0, i64 %199, i64 %214, !dbg !484
  store i32 %215, ptr %217, align 4, !dbg !485, !tbaa !486
  %218 = add nsw i64 %214, 1, !dbg !488
    #dbg_value(i64 %218, !129, !DIExpression(), !475)
  %219 = icmp slt i64 %214, %200, !dbg !489
  br i1 %219, label %213, label %207, !dbg !476, !llvm.loop !490

220:                                              ; preds = %231, %207
  %221 = phi i32 [ %216, %207 ], [ %234, %231 ], !dbg !175
  %222 = add nsw i64 %200, -1, !dbg !492
    #dbg_value(i64 %222, !127, !DIExpression(), !175)
  %223 = sext i32 %205 to i64, !dbg !493
  %224 = icmp slt i64 %199, %223, !dbg !493
  br i1 %224, label %225, label %249, !dbg !494

225:                                              ; preds = %220
    #dbg_value(i64 %222, !134, !DIExpression(), !495)
    #dbg_value(i32 %221, !128, !DIExpression(), !175)
  %226 = sext i32 %204 to i64, !dbg !496
  %227 = icmp sgt i64 %200, %226, !dbg !496
  br i1 %227, label %228, label %239, !dbg !498

228:                                              ; preds = %225
  %229 = sext i32 %205 to i64
  %230 = sext i32 %204 to i64, !dbg !498
  br label %242, !dbg !498

231:                                              ; preds = %211, %231
  %232 = phi i64 [ %202, %211 ], [ %236, %231 ]
  %233 = phi i32 [ %216, %211 ], [ %234, %231 ]
    #dbg_value(i64 %232, !132, !DIExpression(), !478)
    #dbg_value(i32 %233, !128, !DIExpression(), !175)
  %234 = add nsw i32 %233, 1, !dbg !499
    #dbg_value(i32 %234, !128, !DIExpression(), !175)
  %235 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i64 0, i64 %232, i64 %200, !dbg !500
  store i32 %233, ptr %235, align 4, !dbg !501, !tbaa !486
  %236 = add nuw nsw i64 %232, 1, !dbg !502
    #dbg_value(i64 %236, !132, !DIExpression(), !478)
  %237 = trunc i64 %236 to i32, !dbg !479
  %238 = icmp eq i32 %212, %237, !dbg !479
  br i1 %238, label %220, label %231, !dbg !481, !llvm.loop !503

239:                                              ; preds = %242, %225
  %240 = phi i32 [ %221, %225 ], [ %245, %242 ], !dbg !175
  %241 = add nsw i32 %205, -1, !dbg !505
    #dbg_value(i32 %241, !125, !DIExpression(), !175)
  br label %249, !dbg !506

242:                                              ; preds = %228, %242
  %243 = phi i64 [ %201, %228 ], [ %247, %242 ]
  %244 = phi i32 [ %221, %228 ], [ %245, %242 ]
    #dbg_value(i64 %243, !134, !DIExpression(), !495)
    #dbg_value(i32 %244, !128, !DIExpression(), !175)
  %245 = add nsw i32 %244, 1, !dbg !507
    #dbg_value(i32 %245, !128, !DIExpression(), !175)
  %246 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i64 0, i64 %229, i64 %243, !dbg !508
  store i32 %244, ptr %246, align 4, !dbg !509, !tbaa !486
  %247 = add nsw i64 %243, -1, !dbg !510
    #dbg_value(i64 %247, !134, !DIExpression(), !495)
  %248 = icmp sgt i64 %243, %230, !dbg !496
  br i1 %248, label %242, label %239, !dbg !498, !llvm.loop !511

249:                                              ; preds = %239, %220
  %250 = phi i32 [ %241, %239 ], [ %205, %220 ], !dbg !175
  %251 = phi i32 [ %240, %239 ], [ %221, %220 ], !dbg !513
    #dbg_value(i32 %251, !128, !DIExpression(), !175)
    #dbg_value(i32 %250, !125, !DIExpression(), !175)
  %252 = sext i32 %204 to i64, !dbg !514
  %253 = icmp sgt i64 %200, %252, !dbg !514
  br i1 %253, label %254, label %270, !dbg !515

254:                                              ; preds = %249
    #dbg_value(i32 %250, !138, !DIExpression(), !516)
    #dbg_value(i32 %251, !128, !DIExpression(), !175)
  %255 = sext i32 %250 to i64, !dbg !517
  %256 = icmp slt i64 %199, %255, !dbg !517
  br i1 %256, label %257, label %260, !dbg !519

257:                                              ; preds = %254
  %258 = sext i32 %204 to i64
  %259 = sext i32 %250 to i64, !dbg !519
  br label %263, !dbg !519

260:                                              ; preds = %263, %254
  %261 = phi i32 [ %251, %254 ], [ %266, %263 ], !dbg !175
  %262 = add nsw i32 %204, 1, !dbg !520
    #dbg_value(i32 %262, !126, !DIExpression(), !175)
  br label %270, !dbg !521

263:                                              ; preds = %257, %263
  %264 = phi i64 [ %259, %257 ], [ %268, %263 ]
  %265 = phi i32 [ %251, %257 ], [ %266, %263 ]
    #dbg_value(i64 %264, !138, !DIExpression(), !516)
    #dbg_value(i32 %265, !128, !DIExpression(), !175)
  %266 = add nsw i32 %265, 1, !dbg !522
    #dbg_value(i32 %266, !128, !DIExpression(), !175)
  %267 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i64 0, i64 %264, i64 %258, !dbg !523
  store i32 %265, ptr %267, align 4, !dbg !524, !tbaa !486
  %268 = add nsw i64 %264, -1, !dbg !525
    #dbg_value(i64 %268, !138, !DIExpression(), !516)
  %269 = icmp sgt i64 %268, %199, !dbg !517
  br i1 %269, label %263, label %260, !dbg !519, !llvm.loop !526

270:                                              ; preds = %260, %249
  %271 = phi i32 [ %262, %260 ], [ %204, %249 ], !dbg !175
  %272 = phi i32 [ %261, %260 ], [ %251, %249 ], !dbg !513
    #dbg_value(i32 %272, !128, !DIExpression(), !175)
    #dbg_value(i64 %222, !127, !DIExpression(), !175)
    #dbg_value(i32 %271, !126, !DIExpression(), !175)
    #dbg_value(i32 %250, !125, !DIExpression(), !175)
    #dbg_value(i64 %208, !124, !DIExpression(), !175)
  %273 = sext i32 %250 to i64, !dbg !528
  %274 = icmp slt i64 %199, %273, !dbg !528
  %275 = sext i32 %271 to i64, !dbg !529
  %276 = icmp sgt i64 %200, %275, !dbg !529
  %277 = select i1 %274, i1 %276, i1 false, !dbg !529
  %278 = add nuw nsw i64 %202, 1, !dbg !461
  %279 = add nsw i64 %201, -1, !dbg !461
  br i1 %277, label %198, label %280, !dbg !461, !llvm.loop !530

280:                                              ; preds = %270, %283
  %281 = phi i64 [ %285, %283 ], [ 0, %270 ]
    #dbg_value(i64 %281, !142, !DIExpression(), !532)
    #dbg_value(i32 0, !144, !DIExpression(), !533)
  br label %287, !dbg !534

282:                                              ; preds = %283
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %8) #6, !dbg !535
    #dbg_value(i32 0, !152, !DIExpression(), !536)
  br label %294, !dbg !537

283:                                              ; preds = %287
  %284 = tail call i32 @putchar(i32 10), !dbg !538
  %285 = add nuw nsw i64 %281, 1, !dbg !539
    #dbg_value(i64 %285, !142, !DIExpression(), !532)
  %286 = icmp eq i64 %285, 7, !dbg !540
  br i1 %286, label %282, label %280, !dbg !541, !llvm.loop !542

287:                                              ; preds = %280, %287
  %288 = phi i64 [ 0, %280 ], [ %292, %287 ]
    #dbg_value(i64 %288, !144, !DIExpression(), !533)
  %289 = getelementptr inbounds [7 x [9 x i32]], ptr %7, i64 0, i64 %281, i64 %288, !dbg !544
  %290 = load i32, ptr %289, align 4, !dbg !544, !tbaa !486
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %290), !dbg !546
  %292 = add nuw nsw i64 %288, 1, !dbg !547
    #dbg_value(i64 %292, !144, !DIExpression(), !533)
  %293 = icmp eq i64 %292, 9, !dbg !548
  br i1 %293, label %283, label %287, !dbg !534, !llvm.loop !549

294:                                              ; preds = %282, %301
  %295 = phi i64 [ 0, %282 ], [ %302, %301 ]
    #dbg_value(i64 %295, !152, !DIExpression(), !536)
  %296 = mul nuw nsw i64 %295, 100
    #dbg_value(i32 0, !154, !DIExpression(), !551)
  br label %297, !dbg !552

297:                                              ; preds = %294, %304
  %298 = phi i64 [ 0, %294 ], [ %305, %304 ]
    #dbg_value(i64 %298, !154, !DIExpression(), !551)
  %299 = mul nuw nsw i64 %298, 10
  %300 = add nuw nsw i64 %299, %296
    #dbg_value(i32 0, !157, !DIExpression(), !553)
  br label %307, !dbg !554

301:                                              ; preds = %304
  %302 = add nuw nsw i64 %295, 1, !dbg !555
    #dbg_value(i64 %302, !152, !DIExpression(), !536)
  %303 = icmp eq i64 %302, 3, !dbg !556
  br i1 %303, label %322, label %294, !dbg !537, !llvm.loop !557

304:                                              ; preds = %307
  %305 = add nuw nsw i64 %298, 1, !dbg !559
    #dbg_value(i64 %305, !154, !DIExpression(), !551)
  %306 = icmp eq i64 %305, 4, !dbg !560
  br i1 %306, label %301, label %297, !dbg !552, !llvm.loop !561

307:                                              ; preds = %297, %307
  %308 = phi i64 [ 0, %297 ], [ %312, %307 ]
    #dbg_value(i64 %308, !157, !DIExpression(), !553)
  %309 = add nuw nsw i64 %300, %308, !dbg !563
  %310 = trunc i64 %309 to i16, !dbg !565
  %311 = getelementptr inbounds [3 x [4 x [5 x i16]]], ptr %8, i64 0, i64 %295, i64 %298, i64 %308, !dbg !566
  store i16 %310, ptr %311, align 2, !dbg !567, !tbaa !568
  %312 = add nuw nsw i64 %308, 1, !dbg !570
    #dbg_value(i64 %312, !157, !DIExpression(), !553)
  %313 = icmp eq i64 %312, 5, !dbg !571
  br i1 %313, label %304, label %307, !dbg !554, !llvm.loop !572

314:                                              ; preds = %322
  %315 = getelementptr inbounds i8, ptr %8, i64 118, !dbg !574
  %316 = load i16, ptr %315, align 2, !dbg !574, !tbaa !568
  %317 = sext i16 %316 to i32, !dbg !574
  %318 = getelementptr inbounds i8, ptr %8, i64 74, !dbg !575
  %319 = load i16, ptr %318, align 2, !dbg !575, !tbaa !568
  %320 = sext i16 %319 to i32, !dbg !575
  %321 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %331, i32 noundef %317, i32 noundef %320), !dbg !576
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %9) #6, !dbg !577
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %9, ptr noundef nonnull align 16 dereferenceable(40) @__const.main.words, i64 40, i1 false), !dbg !578, !DIAssignID !579
    #dbg_assign(i1 undef, !166, !DIExpression(), !579, ptr %9, !DIExpression(), !175)
    #dbg_value(i32 0, !169, !DIExpression(), !580)
  br label %334, !dbg !581

322:                                              ; preds = %301, %322
  %323 = phi i64 [ %332, %322 ], [ 0, %301 ]
  %324 = phi i64 [ %331, %322 ], [ 0, %301 ]
    #dbg_value(i64 %323, !164, !DIExpression(), !582)
    #dbg_value(i64 %324, !163, !DIExpression(), !175)
  %325 = getelementptr inbounds i16, ptr %8, i64 %323, !dbg !583
  %326 = load i16, ptr %325, align 2, !dbg !583, !tbaa !568
  %327 = sext i16 %326 to i64, !dbg !583
  %328 = and i64 %323, 3, !dbg !585
  %329 = add nuw nsw i64 %328, 1, !dbg !586
  %330 = mul nsw i64 %329, %327, !dbg !587
  %331 = add nsw i64 %324, %330, !dbg !588
    #dbg_value(i64 %331, !163, !DIExpression(), !175)
  %332 = add nuw nsw i64 %323, 1, !dbg !589
    #dbg_value(i64 %332, !164, !DIExpression(), !582)
  %333 = icmp eq i64 %332, 60, !dbg !590
  br i1 %333, label %314, label %322, !dbg !591, !llvm.loop !592

334:                                              ; preds = %314, %344
  %335 = phi i64 [ 0, %314 ], [ %350, %344 ]
    #dbg_value(i64 %335, !169, !DIExpression(), !580)
  br label %338, !dbg !594

336:                                              ; preds = %344
  %337 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef 40, i64 noundef 8), !dbg !595
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %9) #6, !dbg !596
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %8) #6, !dbg !596
  call void @llvm.lifetime.end.p0(i64 252, ptr nonnull %7) #6, !dbg !596
  call void @llvm.lifetime.end.p0(i64 12800, ptr nonnull %6) #6, !dbg !596
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %5) #6, !dbg !596
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %4) #6, !dbg !596
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %3) #6, !dbg !596
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %2) #6, !dbg !596
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %1) #6, !dbg !596
  ret i32 0, !dbg !596

338:                                              ; preds = %338, %334
  %339 = phi i64 [ %343, %338 ], [ 0, %334 ], !dbg !597
    #dbg_value(i64 %339, !171, !DIExpression(), !597)
  %340 = getelementptr inbounds [5 x [8 x i8]], ptr %9, i64 0, i64 %335, i64 %339, !dbg !598
  %341 = load i8, ptr %340, align 1, !dbg !598, !tbaa !599
  %342 = icmp eq i8 %341, 0, !dbg !594
  %343 = add nuw nsw i64 %339, 1, !dbg !600
    #dbg_value(i64 %343, !171, !DIExpression(), !597)
  br i1 %342, label %344, label %338, !dbg !594, !llvm.loop !601

344:                                              ; preds = %338
  %345 = trunc nuw nsw i64 %339 to i32, !dbg !598
  %346 = getelementptr inbounds [5 x [8 x i8]], ptr %9, i64 0, i64 %335, !dbg !598
  %347 = load i8, ptr %346, align 8, !dbg !602, !tbaa !599
  %348 = add i8 %347, -32, !dbg !603
  store i8 %348, ptr %346, align 8, !dbg !604, !tbaa !599
  %349 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %346, i32 noundef %345), !dbg !605
  %350 = add nuw nsw i64 %335, 1, !dbg !606
    #dbg_value(i64 %350, !169, !DIExpression(), !580)
  %351 = icmp eq i64 %350, 5, !dbg !607
  br i1 %351, label %336, label %334, !dbg !581, !llvm.loop !608
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !610 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!48}
!llvm.module.flags = !{!63, !64, !65, !66, !67, !68, !69}
!llvm.ident = !{!70}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "arrays2d.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "8455ffabfa49f6dc33c221cd0081b5d3")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 11)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !3, isLocal: true, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 6)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 29)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !3, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 111, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 43)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 119, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 8)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 121, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 27)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 5)
!48 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !49, globals: !55, splitDebugInlining: false, nameTableKind: None)
!49 = !{!50, !54, !4}
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 384, elements: !19)
!52 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !53)
!53 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!54 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!55 = !{!0, !7, !12, !14, !16, !56, !21, !26, !28, !33, !38, !61, !43}
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 2)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !3, isLocal: true, isDefinition: true)
!63 = !{i32 7, !"Dwarf Version", i32 5}
!64 = !{i32 2, !"Debug Info Version", i32 3}
!65 = !{i32 1, !"wchar_size", i32 4}
!66 = !{i32 8, !"PIC Level", i32 2}
!67 = !{i32 7, !"PIE Level", i32 2}
!68 = !{i32 7, !"uwtable", i32 2}
!69 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!70 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!71 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 42, type: !72, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !75)
!72 = !DISubroutineType(types: !73)
!73 = !{!74}
!74 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!75 = !{!76, !79, !80, !81, !83, !86, !87, !88, !90, !93, !95, !99, !102, !107, !109, !113, !115, !119, !124, !125, !126, !127, !128, !129, !132, !134, !138, !142, !144, !148, !152, !154, !157, !160, !163, !164, !166, !169, !171}
!76 = !DILocalVariable(name: "a", scope: !71, file: !2, line: 43, type: !77)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 2304, elements: !78)
!78 = !{!20, !20}
!79 = !DILocalVariable(name: "b", scope: !71, file: !2, line: 43, type: !77)
!80 = !DILocalVariable(name: "c", scope: !71, file: !2, line: 43, type: !77)
!81 = !DILocalVariable(name: "i", scope: !82, file: !2, line: 44, type: !74)
!82 = distinct !DILexicalBlock(scope: !71, file: !2, line: 44, column: 5)
!83 = !DILocalVariable(name: "j", scope: !84, file: !2, line: 45, type: !74)
!84 = distinct !DILexicalBlock(scope: !85, file: !2, line: 45, column: 9)
!85 = distinct !DILexicalBlock(scope: !82, file: !2, line: 44, column: 5)
!86 = !DILocalVariable(name: "p", scope: !71, file: !2, line: 55, type: !77)
!87 = !DILocalVariable(name: "t", scope: !71, file: !2, line: 55, type: !77)
!88 = !DILocalVariable(name: "i", scope: !89, file: !2, line: 56, type: !74)
!89 = distinct !DILexicalBlock(scope: !71, file: !2, line: 56, column: 5)
!90 = !DILocalVariable(name: "j", scope: !91, file: !2, line: 57, type: !74)
!91 = distinct !DILexicalBlock(scope: !92, file: !2, line: 57, column: 9)
!92 = distinct !DILexicalBlock(scope: !89, file: !2, line: 56, column: 5)
!93 = !DILocalVariable(name: "k", scope: !94, file: !2, line: 59, type: !74)
!94 = distinct !DILexicalBlock(scope: !71, file: !2, line: 59, column: 5)
!95 = !DILocalVariable(name: "i", scope: !96, file: !2, line: 61, type: !74)
!96 = distinct !DILexicalBlock(scope: !97, file: !2, line: 61, column: 9)
!97 = distinct !DILexicalBlock(scope: !98, file: !2, line: 59, column: 33)
!98 = distinct !DILexicalBlock(scope: !94, file: !2, line: 59, column: 5)
!99 = !DILocalVariable(name: "j", scope: !100, file: !2, line: 62, type: !74)
!100 = distinct !DILexicalBlock(scope: !101, file: !2, line: 62, column: 13)
!101 = distinct !DILexicalBlock(scope: !96, file: !2, line: 61, column: 9)
!102 = !DILocalVariable(name: "pas", scope: !71, file: !2, line: 67, type: !103)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !104, size: 102400, elements: !105)
!104 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!105 = !{!106, !106}
!106 = !DISubrange(count: 40)
!107 = !DILocalVariable(name: "i", scope: !108, file: !2, line: 68, type: !74)
!108 = distinct !DILexicalBlock(scope: !71, file: !2, line: 68, column: 5)
!109 = !DILocalVariable(name: "j", scope: !110, file: !2, line: 70, type: !74)
!110 = distinct !DILexicalBlock(scope: !111, file: !2, line: 70, column: 9)
!111 = distinct !DILexicalBlock(scope: !112, file: !2, line: 68, column: 34)
!112 = distinct !DILexicalBlock(scope: !108, file: !2, line: 68, column: 5)
!113 = !DILocalVariable(name: "i", scope: !114, file: !2, line: 73, type: !74)
!114 = distinct !DILexicalBlock(scope: !71, file: !2, line: 73, column: 5)
!115 = !DILocalVariable(name: "j", scope: !116, file: !2, line: 74, type: !74)
!116 = distinct !DILexicalBlock(scope: !117, file: !2, line: 74, column: 9)
!117 = distinct !DILexicalBlock(scope: !118, file: !2, line: 73, column: 34)
!118 = distinct !DILexicalBlock(scope: !114, file: !2, line: 73, column: 5)
!119 = !DILocalVariable(name: "grid", scope: !71, file: !2, line: 80, type: !120)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 2016, elements: !121)
!121 = !{!122, !123}
!122 = !DISubrange(count: 7)
!123 = !DISubrange(count: 9)
!124 = !DILocalVariable(name: "top", scope: !71, file: !2, line: 81, type: !74)
!125 = !DILocalVariable(name: "bot", scope: !71, file: !2, line: 81, type: !74)
!126 = !DILocalVariable(name: "left", scope: !71, file: !2, line: 81, type: !74)
!127 = !DILocalVariable(name: "right", scope: !71, file: !2, line: 81, type: !74)
!128 = !DILocalVariable(name: "v", scope: !71, file: !2, line: 81, type: !74)
!129 = !DILocalVariable(name: "j", scope: !130, file: !2, line: 83, type: !74)
!130 = distinct !DILexicalBlock(scope: !131, file: !2, line: 83, column: 9)
!131 = distinct !DILexicalBlock(scope: !71, file: !2, line: 82, column: 41)
!132 = !DILocalVariable(name: "i", scope: !133, file: !2, line: 85, type: !74)
!133 = distinct !DILexicalBlock(scope: !131, file: !2, line: 85, column: 9)
!134 = !DILocalVariable(name: "j", scope: !135, file: !2, line: 88, type: !74)
!135 = distinct !DILexicalBlock(scope: !136, file: !2, line: 88, column: 13)
!136 = distinct !DILexicalBlock(scope: !137, file: !2, line: 87, column: 25)
!137 = distinct !DILexicalBlock(scope: !131, file: !2, line: 87, column: 13)
!138 = !DILocalVariable(name: "i", scope: !139, file: !2, line: 92, type: !74)
!139 = distinct !DILexicalBlock(scope: !140, file: !2, line: 92, column: 13)
!140 = distinct !DILexicalBlock(scope: !141, file: !2, line: 91, column: 28)
!141 = distinct !DILexicalBlock(scope: !131, file: !2, line: 91, column: 13)
!142 = !DILocalVariable(name: "i", scope: !143, file: !2, line: 96, type: !74)
!143 = distinct !DILexicalBlock(scope: !71, file: !2, line: 96, column: 5)
!144 = !DILocalVariable(name: "j", scope: !145, file: !2, line: 97, type: !74)
!145 = distinct !DILexicalBlock(scope: !146, file: !2, line: 97, column: 9)
!146 = distinct !DILexicalBlock(scope: !147, file: !2, line: 96, column: 33)
!147 = distinct !DILexicalBlock(scope: !143, file: !2, line: 96, column: 5)
!148 = !DILocalVariable(name: "cube", scope: !71, file: !2, line: 102, type: !149)
!149 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 960, elements: !150)
!150 = !{!151, !6, !47}
!151 = !DISubrange(count: 3)
!152 = !DILocalVariable(name: "i", scope: !153, file: !2, line: 103, type: !74)
!153 = distinct !DILexicalBlock(scope: !71, file: !2, line: 103, column: 5)
!154 = !DILocalVariable(name: "j", scope: !155, file: !2, line: 104, type: !74)
!155 = distinct !DILexicalBlock(scope: !156, file: !2, line: 104, column: 9)
!156 = distinct !DILexicalBlock(scope: !153, file: !2, line: 103, column: 5)
!157 = !DILocalVariable(name: "k", scope: !158, file: !2, line: 105, type: !74)
!158 = distinct !DILexicalBlock(scope: !159, file: !2, line: 105, column: 13)
!159 = distinct !DILexicalBlock(scope: !155, file: !2, line: 104, column: 9)
!160 = !DILocalVariable(name: "flat", scope: !71, file: !2, line: 107, type: !161)
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !162, size: 64)
!162 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !54)
!163 = !DILocalVariable(name: "s", scope: !71, file: !2, line: 108, type: !53)
!164 = !DILocalVariable(name: "i", scope: !165, file: !2, line: 109, type: !74)
!165 = distinct !DILexicalBlock(scope: !71, file: !2, line: 109, column: 5)
!166 = !DILocalVariable(name: "words", scope: !71, file: !2, line: 113, type: !167)
!167 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !168)
!168 = !{!47, !37}
!169 = !DILocalVariable(name: "i", scope: !170, file: !2, line: 114, type: !74)
!170 = distinct !DILexicalBlock(scope: !71, file: !2, line: 114, column: 5)
!171 = !DILocalVariable(name: "len", scope: !172, file: !2, line: 115, type: !74)
!172 = distinct !DILexicalBlock(scope: !173, file: !2, line: 114, column: 33)
!173 = distinct !DILexicalBlock(scope: !170, file: !2, line: 114, column: 5)
!174 = distinct !DIAssignID()
!175 = !DILocation(line: 0, scope: !71)
!176 = distinct !DIAssignID()
!177 = distinct !DIAssignID()
!178 = distinct !DIAssignID()
!179 = distinct !DIAssignID()
!180 = distinct !DIAssignID()
!181 = distinct !DIAssignID()
!182 = distinct !DIAssignID()
!183 = distinct !DIAssignID()
!184 = !DILocation(line: 43, column: 5, scope: !71)
!185 = !DILocation(line: 0, scope: !82)
!186 = !DILocation(line: 44, column: 5, scope: !82)
!187 = !DILocation(line: 44, column: 29, scope: !85)
!188 = !DILocation(line: 0, scope: !84)
!189 = !DILocation(line: 45, column: 9, scope: !84)
!190 = !DILocalVariable(name: "i", scope: !191, file: !2, line: 8, type: !74)
!191 = distinct !DILexicalBlock(scope: !192, file: !2, line: 8, column: 5)
!192 = distinct !DISubprogram(name: "mat_mul", scope: !2, file: !2, line: 7, type: !193, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !197)
!193 = !DISubroutineType(types: !194)
!194 = !{null, !74, !50, !50, !195}
!195 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !196, size: 64)
!196 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 384, elements: !19)
!197 = !{!198, !199, !200, !201, !190, !202, !205, !208}
!198 = !DILocalVariable(name: "n", arg: 1, scope: !192, file: !2, line: 7, type: !74)
!199 = !DILocalVariable(name: "a", arg: 2, scope: !192, file: !2, line: 7, type: !50)
!200 = !DILocalVariable(name: "b", arg: 3, scope: !192, file: !2, line: 7, type: !50)
!201 = !DILocalVariable(name: "c", arg: 4, scope: !192, file: !2, line: 7, type: !195)
!202 = !DILocalVariable(name: "j", scope: !203, file: !2, line: 9, type: !74)
!203 = distinct !DILexicalBlock(scope: !204, file: !2, line: 9, column: 9)
!204 = distinct !DILexicalBlock(scope: !191, file: !2, line: 8, column: 5)
!205 = !DILocalVariable(name: "s", scope: !206, file: !2, line: 10, type: !53)
!206 = distinct !DILexicalBlock(scope: !207, file: !2, line: 9, column: 37)
!207 = distinct !DILexicalBlock(scope: !203, file: !2, line: 9, column: 9)
!208 = !DILocalVariable(name: "k", scope: !209, file: !2, line: 11, type: !74)
!209 = distinct !DILexicalBlock(scope: !206, file: !2, line: 11, column: 13)
!210 = !DILocation(line: 0, scope: !191, inlinedAt: !211)
!211 = distinct !DILocation(line: 49, column: 5, scope: !71)
!212 = !DILocation(line: 0, scope: !203, inlinedAt: !211)
!213 = !DILocation(line: 9, column: 9, scope: !203, inlinedAt: !211)
!214 = !DILocation(line: 0, scope: !209, inlinedAt: !211)
!215 = !DILocation(line: 0, scope: !206, inlinedAt: !211)
!216 = !DILocation(line: 11, column: 13, scope: !209, inlinedAt: !211)
!217 = !DILocation(line: 8, column: 29, scope: !204, inlinedAt: !211)
!218 = !DILocation(line: 8, column: 23, scope: !204, inlinedAt: !211)
!219 = !DILocation(line: 8, column: 5, scope: !191, inlinedAt: !211)
!220 = distinct !{!220, !219, !221, !222, !223}
!221 = !DILocation(line: 14, column: 9, scope: !191, inlinedAt: !211)
!222 = !{!"llvm.loop.mustprogress"}
!223 = !{!"llvm.loop.unroll.disable"}
!224 = !DILocation(line: 13, column: 13, scope: !206, inlinedAt: !211)
!225 = !DILocation(line: 13, column: 21, scope: !206, inlinedAt: !211)
!226 = !{!227, !227, i64 0}
!227 = !{!"long", !228, i64 0}
!228 = !{!"omnipotent char", !229, i64 0}
!229 = !{!"Simple C/C++ TBAA"}
!230 = !DILocation(line: 9, column: 33, scope: !207, inlinedAt: !211)
!231 = !DILocation(line: 9, column: 27, scope: !207, inlinedAt: !211)
!232 = distinct !{!232, !213, !233, !222, !223}
!233 = !DILocation(line: 14, column: 9, scope: !203, inlinedAt: !211)
!234 = !DILocation(line: 12, column: 22, scope: !235, inlinedAt: !211)
!235 = distinct !DILexicalBlock(scope: !209, file: !2, line: 11, column: 13)
!236 = !DILocation(line: 12, column: 32, scope: !235, inlinedAt: !211)
!237 = !DILocation(line: 12, column: 30, scope: !235, inlinedAt: !211)
!238 = !DILocation(line: 12, column: 19, scope: !235, inlinedAt: !211)
!239 = !DILocation(line: 11, column: 37, scope: !235, inlinedAt: !211)
!240 = !DILocation(line: 11, column: 31, scope: !235, inlinedAt: !211)
!241 = distinct !{!241, !216, !242, !222, !223}
!242 = !DILocation(line: 12, column: 38, scope: !209, inlinedAt: !211)
!243 = !DILocalVariable(name: "lbl", arg: 1, scope: !244, file: !2, line: 33, type: !247)
!244 = distinct !DISubprogram(name: "print_mat", scope: !2, file: !2, line: 33, type: !245, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !249)
!245 = !DISubroutineType(types: !246)
!246 = !{null, !247, !50}
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !248, size: 64)
!248 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!249 = !{!243, !250, !251, !253}
!250 = !DILocalVariable(name: "m", arg: 2, scope: !244, file: !2, line: 33, type: !50)
!251 = !DILocalVariable(name: "i", scope: !252, file: !2, line: 35, type: !74)
!252 = distinct !DILexicalBlock(scope: !244, file: !2, line: 35, column: 5)
!253 = !DILocalVariable(name: "j", scope: !254, file: !2, line: 36, type: !74)
!254 = distinct !DILexicalBlock(scope: !255, file: !2, line: 36, column: 9)
!255 = distinct !DILexicalBlock(scope: !256, file: !2, line: 35, column: 33)
!256 = distinct !DILexicalBlock(scope: !252, file: !2, line: 35, column: 5)
!257 = !DILocation(line: 0, scope: !244, inlinedAt: !258)
!258 = distinct !DILocation(line: 50, column: 5, scope: !71)
!259 = !DILocation(line: 34, column: 5, scope: !244, inlinedAt: !258)
!260 = !DILocation(line: 0, scope: !252, inlinedAt: !258)
!261 = !DILocation(line: 35, column: 5, scope: !252, inlinedAt: !258)
!262 = !DILocation(line: 0, scope: !254, inlinedAt: !258)
!263 = !DILocation(line: 36, column: 9, scope: !254, inlinedAt: !258)
!264 = !DILocation(line: 38, column: 9, scope: !255, inlinedAt: !258)
!265 = !DILocation(line: 35, column: 29, scope: !256, inlinedAt: !258)
!266 = !DILocation(line: 35, column: 23, scope: !256, inlinedAt: !258)
!267 = distinct !{!267, !261, !268, !222, !223}
!268 = !DILocation(line: 39, column: 5, scope: !252, inlinedAt: !258)
!269 = !DILocation(line: 37, column: 28, scope: !270, inlinedAt: !258)
!270 = distinct !DILexicalBlock(scope: !254, file: !2, line: 36, column: 9)
!271 = !DILocation(line: 37, column: 13, scope: !270, inlinedAt: !258)
!272 = !DILocation(line: 36, column: 33, scope: !270, inlinedAt: !258)
!273 = !DILocation(line: 36, column: 27, scope: !270, inlinedAt: !258)
!274 = distinct !{!274, !263, !275, !222, !223}
!275 = !DILocation(line: 37, column: 35, scope: !254, inlinedAt: !258)
!276 = !DILocalVariable(name: "i", scope: !277, file: !2, line: 18, type: !74)
!277 = distinct !DILexicalBlock(scope: !278, file: !2, line: 18, column: 5)
!278 = distinct !DISubprogram(name: "transpose", scope: !2, file: !2, line: 17, type: !279, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !281)
!279 = !DISubroutineType(types: !280)
!280 = !{null, !195}
!281 = !{!282, !276, !283, !286}
!282 = !DILocalVariable(name: "m", arg: 1, scope: !278, file: !2, line: 17, type: !195)
!283 = !DILocalVariable(name: "j", scope: !284, file: !2, line: 19, type: !74)
!284 = distinct !DILexicalBlock(scope: !285, file: !2, line: 19, column: 9)
!285 = distinct !DILexicalBlock(scope: !277, file: !2, line: 18, column: 5)
!286 = !DILocalVariable(name: "t", scope: !287, file: !2, line: 20, type: !53)
!287 = distinct !DILexicalBlock(scope: !288, file: !2, line: 19, column: 41)
!288 = distinct !DILexicalBlock(scope: !284, file: !2, line: 19, column: 9)
!289 = !DILocation(line: 0, scope: !277, inlinedAt: !290)
!290 = distinct !DILocation(line: 51, column: 5, scope: !71)
!291 = !DILocation(line: 18, column: 5, scope: !277, inlinedAt: !290)
!292 = !DILocation(line: 18, column: 23, scope: !285, inlinedAt: !290)
!293 = distinct !{!293, !291, !294, !222, !223}
!294 = !DILocation(line: 23, column: 9, scope: !277, inlinedAt: !290)
!295 = !DILocation(line: 19, column: 24, scope: !284, inlinedAt: !290)
!296 = !DILocation(line: 0, scope: !284, inlinedAt: !290)
!297 = !DILocation(line: 19, column: 31, scope: !288, inlinedAt: !290)
!298 = !DILocation(line: 19, column: 9, scope: !284, inlinedAt: !290)
!299 = !DILocation(line: 20, column: 22, scope: !287, inlinedAt: !290)
!300 = !DILocation(line: 0, scope: !287, inlinedAt: !290)
!301 = !DILocation(line: 21, column: 23, scope: !287, inlinedAt: !290)
!302 = !DILocation(line: 21, column: 21, scope: !287, inlinedAt: !290)
!303 = !DILocation(line: 22, column: 21, scope: !287, inlinedAt: !290)
!304 = !DILocation(line: 19, column: 37, scope: !288, inlinedAt: !290)
!305 = distinct !{!305, !298, !306, !222, !223}
!306 = !DILocation(line: 23, column: 9, scope: !284, inlinedAt: !290)
!307 = !DILocation(line: 0, scope: !244, inlinedAt: !308)
!308 = distinct !DILocation(line: 52, column: 5, scope: !71)
!309 = !DILocation(line: 34, column: 5, scope: !244, inlinedAt: !308)
!310 = !DILocation(line: 0, scope: !252, inlinedAt: !308)
!311 = !DILocation(line: 35, column: 5, scope: !252, inlinedAt: !308)
!312 = !DILocation(line: 0, scope: !254, inlinedAt: !308)
!313 = !DILocation(line: 36, column: 9, scope: !254, inlinedAt: !308)
!314 = !DILocation(line: 38, column: 9, scope: !255, inlinedAt: !308)
!315 = !DILocation(line: 35, column: 29, scope: !256, inlinedAt: !308)
!316 = !DILocation(line: 35, column: 23, scope: !256, inlinedAt: !308)
!317 = distinct !{!317, !311, !318, !222, !223}
!318 = !DILocation(line: 39, column: 5, scope: !252, inlinedAt: !308)
!319 = !DILocation(line: 37, column: 28, scope: !270, inlinedAt: !308)
!320 = !DILocation(line: 37, column: 13, scope: !270, inlinedAt: !308)
!321 = !DILocation(line: 36, column: 33, scope: !270, inlinedAt: !308)
!322 = !DILocation(line: 36, column: 27, scope: !270, inlinedAt: !308)
!323 = distinct !{!323, !313, !324, !222, !223}
!324 = !DILocation(line: 37, column: 35, scope: !254, inlinedAt: !308)
!325 = !DILocalVariable(name: "i", scope: !326, file: !2, line: 28, type: !74)
!326 = distinct !DILexicalBlock(scope: !327, file: !2, line: 28, column: 5)
!327 = distinct !DISubprogram(name: "trace", scope: !2, file: !2, line: 26, type: !328, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !330)
!328 = !DISubroutineType(types: !329)
!329 = !{!53, !50}
!330 = !{!331, !332, !325}
!331 = !DILocalVariable(name: "m", arg: 1, scope: !327, file: !2, line: 26, type: !50)
!332 = !DILocalVariable(name: "t", scope: !327, file: !2, line: 27, type: !53)
!333 = !DILocation(line: 0, scope: !326, inlinedAt: !334)
!334 = distinct !DILocation(line: 53, column: 27, scope: !71)
!335 = !DILocation(line: 0, scope: !327, inlinedAt: !334)
!336 = !DILocation(line: 29, column: 14, scope: !337, inlinedAt: !334)
!337 = distinct !DILexicalBlock(scope: !326, file: !2, line: 28, column: 5)
!338 = !DILocation(line: 29, column: 11, scope: !337, inlinedAt: !334)
!339 = !DILocation(line: 28, column: 29, scope: !337, inlinedAt: !334)
!340 = !DILocation(line: 28, column: 23, scope: !337, inlinedAt: !334)
!341 = !DILocation(line: 28, column: 5, scope: !326, inlinedAt: !334)
!342 = distinct !{!342, !341, !343, !222, !223}
!343 = !DILocation(line: 29, column: 20, scope: !326, inlinedAt: !334)
!344 = !DILocation(line: 53, column: 5, scope: !71)
!345 = !DILocation(line: 55, column: 5, scope: !71)
!346 = !DILocation(line: 0, scope: !89)
!347 = !DILocation(line: 58, column: 21, scope: !348)
!348 = distinct !DILexicalBlock(scope: !91, file: !2, line: 57, column: 9)
!349 = !DILocation(line: 0, scope: !91)
!350 = !DILocation(line: 59, column: 5, scope: !94)
!351 = !DILocation(line: 44, column: 23, scope: !85)
!352 = distinct !{!352, !186, !353, !222, !223}
!353 = !DILocation(line: 48, column: 9, scope: !82)
!354 = !DILocation(line: 46, column: 36, scope: !355)
!355 = distinct !DILexicalBlock(scope: !356, file: !2, line: 45, column: 37)
!356 = distinct !DILexicalBlock(scope: !84, file: !2, line: 45, column: 9)
!357 = !DILocation(line: 46, column: 31, scope: !355)
!358 = !DILocation(line: 46, column: 41, scope: !355)
!359 = !DILocation(line: 46, column: 45, scope: !355)
!360 = !DILocation(line: 46, column: 23, scope: !355)
!361 = !DILocation(line: 46, column: 13, scope: !355)
!362 = !DILocation(line: 46, column: 21, scope: !355)
!363 = !DILocation(line: 47, column: 26, scope: !355)
!364 = !DILocation(line: 47, column: 32, scope: !355)
!365 = !DILocation(line: 47, column: 41, scope: !355)
!366 = !DILocation(line: 47, column: 46, scope: !355)
!367 = !DILocation(line: 47, column: 36, scope: !355)
!368 = !DILocation(line: 47, column: 23, scope: !355)
!369 = !DILocation(line: 47, column: 13, scope: !355)
!370 = !DILocation(line: 47, column: 21, scope: !355)
!371 = !DILocation(line: 45, column: 33, scope: !356)
!372 = !DILocation(line: 45, column: 27, scope: !356)
!373 = distinct !{!373, !189, !374, !222, !223}
!374 = !DILocation(line: 48, column: 9, scope: !84)
!375 = !DILocation(line: 0, scope: !94)
!376 = !DILocation(line: 8, column: 5, scope: !191, inlinedAt: !377)
!377 = distinct !DILocation(line: 60, column: 9, scope: !97)
!378 = !DILocation(line: 0, scope: !244, inlinedAt: !379)
!379 = distinct !DILocation(line: 65, column: 5, scope: !71)
!380 = !DILocation(line: 34, column: 5, scope: !244, inlinedAt: !379)
!381 = !DILocation(line: 0, scope: !252, inlinedAt: !379)
!382 = !DILocation(line: 35, column: 5, scope: !252, inlinedAt: !379)
!383 = !DILocation(line: 0, scope: !254, inlinedAt: !379)
!384 = !DILocation(line: 36, column: 9, scope: !254, inlinedAt: !379)
!385 = !DILocation(line: 38, column: 9, scope: !255, inlinedAt: !379)
!386 = !DILocation(line: 35, column: 29, scope: !256, inlinedAt: !379)
!387 = !DILocation(line: 35, column: 23, scope: !256, inlinedAt: !379)
!388 = distinct !{!388, !382, !389, !222, !223}
!389 = !DILocation(line: 39, column: 5, scope: !252, inlinedAt: !379)
!390 = !DILocation(line: 37, column: 28, scope: !270, inlinedAt: !379)
!391 = !DILocation(line: 37, column: 13, scope: !270, inlinedAt: !379)
!392 = !DILocation(line: 36, column: 33, scope: !270, inlinedAt: !379)
!393 = !DILocation(line: 36, column: 27, scope: !270, inlinedAt: !379)
!394 = distinct !{!394, !384, !395, !222, !223}
!395 = !DILocation(line: 37, column: 35, scope: !254, inlinedAt: !379)
!396 = !DILocation(line: 67, column: 5, scope: !71)
!397 = !DILocation(line: 67, column: 24, scope: !71)
!398 = distinct !DIAssignID()
!399 = !DILocation(line: 0, scope: !108)
!400 = !DILocation(line: 68, column: 5, scope: !108)
!401 = !DILocation(line: 0, scope: !191, inlinedAt: !377)
!402 = !DILocation(line: 0, scope: !203, inlinedAt: !377)
!403 = !DILocation(line: 9, column: 9, scope: !203, inlinedAt: !377)
!404 = !DILocation(line: 0, scope: !209, inlinedAt: !377)
!405 = !DILocation(line: 0, scope: !206, inlinedAt: !377)
!406 = !DILocation(line: 11, column: 13, scope: !209, inlinedAt: !377)
!407 = !DILocation(line: 8, column: 29, scope: !204, inlinedAt: !377)
!408 = !DILocation(line: 8, column: 23, scope: !204, inlinedAt: !377)
!409 = distinct !{!409, !376, !410, !222, !223}
!410 = !DILocation(line: 14, column: 9, scope: !191, inlinedAt: !377)
!411 = !DILocation(line: 63, column: 25, scope: !412)
!412 = distinct !DILexicalBlock(scope: !100, file: !2, line: 62, column: 13)
!413 = !DILocation(line: 0, scope: !96)
!414 = !DILocation(line: 0, scope: !100)
!415 = !DILocation(line: 59, column: 29, scope: !98)
!416 = !DILocation(line: 59, column: 23, scope: !98)
!417 = distinct !{!417, !350, !418, !222, !223}
!418 = !DILocation(line: 64, column: 5, scope: !94)
!419 = !DILocation(line: 13, column: 13, scope: !206, inlinedAt: !377)
!420 = !DILocation(line: 13, column: 21, scope: !206, inlinedAt: !377)
!421 = !DILocation(line: 9, column: 33, scope: !207, inlinedAt: !377)
!422 = !DILocation(line: 9, column: 27, scope: !207, inlinedAt: !377)
!423 = distinct !{!423, !403, !424, !222, !223}
!424 = !DILocation(line: 14, column: 9, scope: !203, inlinedAt: !377)
!425 = !DILocation(line: 12, column: 22, scope: !235, inlinedAt: !377)
!426 = !DILocation(line: 12, column: 32, scope: !235, inlinedAt: !377)
!427 = !DILocation(line: 12, column: 30, scope: !235, inlinedAt: !377)
!428 = !DILocation(line: 12, column: 19, scope: !235, inlinedAt: !377)
!429 = !DILocation(line: 11, column: 37, scope: !235, inlinedAt: !377)
!430 = !DILocation(line: 11, column: 31, scope: !235, inlinedAt: !377)
!431 = distinct !{!431, !406, !432, !222, !223}
!432 = !DILocation(line: 12, column: 38, scope: !209, inlinedAt: !377)
!433 = !DILocation(line: 69, column: 9, scope: !111)
!434 = !DILocation(line: 69, column: 19, scope: !111)
!435 = !{!436, !436, i64 0}
!436 = !{!"long long", !228, i64 0}
!437 = !DILocation(line: 0, scope: !110)
!438 = !DILocation(line: 70, column: 27, scope: !439)
!439 = distinct !DILexicalBlock(scope: !110, file: !2, line: 70, column: 9)
!440 = !DILocation(line: 70, column: 9, scope: !110)
!441 = !DILocation(line: 68, column: 30, scope: !112)
!442 = !DILocation(line: 68, column: 23, scope: !112)
!443 = distinct !{!443, !400, !444, !222, !223}
!444 = !DILocation(line: 72, column: 5, scope: !108)
!445 = !DILocation(line: 71, column: 38, scope: !439)
!446 = !DILocation(line: 71, column: 25, scope: !439)
!447 = !DILocation(line: 71, column: 45, scope: !439)
!448 = !DILocation(line: 71, column: 43, scope: !439)
!449 = !DILocation(line: 71, column: 13, scope: !439)
!450 = !DILocation(line: 71, column: 23, scope: !439)
!451 = !DILocation(line: 70, column: 34, scope: !439)
!452 = distinct !{!452, !440, !453, !222, !223}
!453 = !DILocation(line: 71, column: 57, scope: !110)
!454 = !DILocation(line: 0, scope: !114)
!455 = !DILocation(line: 0, scope: !116)
!456 = !DILocation(line: 74, column: 9, scope: !116)
!457 = !DILocation(line: 78, column: 45, scope: !71)
!458 = !DILocation(line: 78, column: 58, scope: !71)
!459 = !DILocation(line: 78, column: 5, scope: !71)
!460 = !DILocation(line: 80, column: 5, scope: !71)
!461 = !DILocation(line: 82, column: 5, scope: !71)
!462 = !DILocation(line: 76, column: 9, scope: !117)
!463 = !DILocation(line: 73, column: 30, scope: !118)
!464 = !DILocation(line: 73, column: 5, scope: !114)
!465 = !DILocation(line: 73, column: 23, scope: !118)
!466 = distinct !{!466, !464, !467, !222, !223}
!467 = !DILocation(line: 77, column: 5, scope: !114)
!468 = !DILocation(line: 75, column: 29, scope: !469)
!469 = distinct !DILexicalBlock(scope: !116, file: !2, line: 74, column: 9)
!470 = !DILocation(line: 75, column: 13, scope: !469)
!471 = !DILocation(line: 74, column: 34, scope: !469)
!472 = !DILocation(line: 74, column: 27, scope: !469)
!473 = distinct !{!473, !456, !474, !222, !223}
!474 = !DILocation(line: 75, column: 38, scope: !116)
!475 = !DILocation(line: 0, scope: !130)
!476 = !DILocation(line: 83, column: 9, scope: !130)
!477 = !DILocation(line: 84, column: 12, scope: !131)
!478 = !DILocation(line: 0, scope: !133)
!479 = !DILocation(line: 85, column: 29, scope: !480)
!480 = distinct !DILexicalBlock(scope: !133, file: !2, line: 85, column: 9)
!481 = !DILocation(line: 85, column: 9, scope: !133)
!482 = !DILocation(line: 83, column: 61, scope: !483)
!483 = distinct !DILexicalBlock(scope: !130, file: !2, line: 83, column: 9)
!484 = !DILocation(line: 83, column: 45, scope: !483)
!485 = !DILocation(line: 83, column: 58, scope: !483)
!486 = !{!487, !487, i64 0}
!487 = !{!"int", !228, i64 0}
!488 = !DILocation(line: 83, column: 41, scope: !483)
!489 = !DILocation(line: 83, column: 30, scope: !483)
!490 = distinct !{!490, !476, !491, !222, !223}
!491 = !DILocation(line: 83, column: 61, scope: !130)
!492 = !DILocation(line: 86, column: 14, scope: !131)
!493 = !DILocation(line: 87, column: 17, scope: !137)
!494 = !DILocation(line: 87, column: 13, scope: !131)
!495 = !DILocation(line: 0, scope: !135)
!496 = !DILocation(line: 88, column: 35, scope: !497)
!497 = distinct !DILexicalBlock(scope: !135, file: !2, line: 88, column: 13)
!498 = !DILocation(line: 88, column: 13, scope: !135)
!499 = !DILocation(line: 85, column: 60, scope: !480)
!500 = !DILocation(line: 85, column: 42, scope: !480)
!501 = !DILocation(line: 85, column: 57, scope: !480)
!502 = !DILocation(line: 85, column: 38, scope: !480)
!503 = distinct !{!503, !481, !504, !222, !223}
!504 = !DILocation(line: 85, column: 60, scope: !133)
!505 = !DILocation(line: 89, column: 16, scope: !136)
!506 = !DILocation(line: 90, column: 9, scope: !136)
!507 = !DILocation(line: 88, column: 65, scope: !497)
!508 = !DILocation(line: 88, column: 49, scope: !497)
!509 = !DILocation(line: 88, column: 62, scope: !497)
!510 = !DILocation(line: 88, column: 45, scope: !497)
!511 = distinct !{!511, !498, !512, !222, !223}
!512 = !DILocation(line: 88, column: 65, scope: !135)
!513 = !DILocation(line: 81, column: 48, scope: !71)
!514 = !DILocation(line: 91, column: 18, scope: !141)
!515 = !DILocation(line: 91, column: 13, scope: !131)
!516 = !DILocation(line: 0, scope: !139)
!517 = !DILocation(line: 92, column: 33, scope: !518)
!518 = distinct !DILexicalBlock(scope: !139, file: !2, line: 92, column: 13)
!519 = !DILocation(line: 92, column: 13, scope: !139)
!520 = !DILocation(line: 93, column: 17, scope: !140)
!521 = !DILocation(line: 94, column: 9, scope: !140)
!522 = !DILocation(line: 92, column: 63, scope: !518)
!523 = !DILocation(line: 92, column: 46, scope: !518)
!524 = !DILocation(line: 92, column: 60, scope: !518)
!525 = !DILocation(line: 92, column: 42, scope: !518)
!526 = distinct !{!526, !519, !527, !222, !223}
!527 = !DILocation(line: 92, column: 63, scope: !139)
!528 = !DILocation(line: 82, column: 16, scope: !71)
!529 = !DILocation(line: 82, column: 23, scope: !71)
!530 = distinct !{!530, !461, !531, !222, !223}
!531 = !DILocation(line: 95, column: 5, scope: !71)
!532 = !DILocation(line: 0, scope: !143)
!533 = !DILocation(line: 0, scope: !145)
!534 = !DILocation(line: 97, column: 9, scope: !145)
!535 = !DILocation(line: 102, column: 5, scope: !71)
!536 = !DILocation(line: 0, scope: !153)
!537 = !DILocation(line: 103, column: 5, scope: !153)
!538 = !DILocation(line: 99, column: 9, scope: !146)
!539 = !DILocation(line: 96, column: 29, scope: !147)
!540 = !DILocation(line: 96, column: 23, scope: !147)
!541 = !DILocation(line: 96, column: 5, scope: !143)
!542 = distinct !{!542, !541, !543, !222, !223}
!543 = !DILocation(line: 100, column: 5, scope: !143)
!544 = !DILocation(line: 98, column: 27, scope: !545)
!545 = distinct !DILexicalBlock(scope: !145, file: !2, line: 97, column: 9)
!546 = !DILocation(line: 98, column: 13, scope: !545)
!547 = !DILocation(line: 97, column: 33, scope: !545)
!548 = !DILocation(line: 97, column: 27, scope: !545)
!549 = distinct !{!549, !534, !550, !222, !223}
!550 = !DILocation(line: 98, column: 37, scope: !145)
!551 = !DILocation(line: 0, scope: !155)
!552 = !DILocation(line: 104, column: 9, scope: !155)
!553 = !DILocation(line: 0, scope: !158)
!554 = !DILocation(line: 105, column: 13, scope: !158)
!555 = !DILocation(line: 103, column: 29, scope: !156)
!556 = !DILocation(line: 103, column: 23, scope: !156)
!557 = distinct !{!557, !537, !558, !222, !223}
!558 = !DILocation(line: 106, column: 61, scope: !153)
!559 = !DILocation(line: 104, column: 33, scope: !159)
!560 = !DILocation(line: 104, column: 27, scope: !159)
!561 = distinct !{!561, !552, !562, !222, !223}
!562 = !DILocation(line: 106, column: 61, scope: !155)
!563 = !DILocation(line: 106, column: 58, scope: !564)
!564 = distinct !DILexicalBlock(scope: !158, file: !2, line: 105, column: 13)
!565 = !DILocation(line: 106, column: 33, scope: !564)
!566 = !DILocation(line: 106, column: 17, scope: !564)
!567 = !DILocation(line: 106, column: 31, scope: !564)
!568 = !{!569, !569, i64 0}
!569 = !{!"short", !228, i64 0}
!570 = !DILocation(line: 105, column: 37, scope: !564)
!571 = !DILocation(line: 105, column: 31, scope: !564)
!572 = distinct !{!572, !554, !573, !222, !223}
!573 = !DILocation(line: 106, column: 61, scope: !158)
!574 = !DILocation(line: 111, column: 62, scope: !71)
!575 = !DILocation(line: 111, column: 77, scope: !71)
!576 = !DILocation(line: 111, column: 5, scope: !71)
!577 = !DILocation(line: 113, column: 5, scope: !71)
!578 = !DILocation(line: 113, column: 10, scope: !71)
!579 = distinct !DIAssignID()
!580 = !DILocation(line: 0, scope: !170)
!581 = !DILocation(line: 114, column: 5, scope: !170)
!582 = !DILocation(line: 0, scope: !165)
!583 = !DILocation(line: 110, column: 14, scope: !584)
!584 = distinct !DILexicalBlock(scope: !165, file: !2, line: 109, column: 5)
!585 = !DILocation(line: 110, column: 27, scope: !584)
!586 = !DILocation(line: 110, column: 31, scope: !584)
!587 = !DILocation(line: 110, column: 22, scope: !584)
!588 = !DILocation(line: 110, column: 11, scope: !584)
!589 = !DILocation(line: 109, column: 30, scope: !584)
!590 = !DILocation(line: 109, column: 23, scope: !584)
!591 = !DILocation(line: 109, column: 5, scope: !165)
!592 = distinct !{!592, !591, !593, !222, !223}
!593 = !DILocation(line: 110, column: 34, scope: !165)
!594 = !DILocation(line: 116, column: 9, scope: !172)
!595 = !DILocation(line: 121, column: 5, scope: !71)
!596 = !DILocation(line: 123, column: 1, scope: !71)
!597 = !DILocation(line: 0, scope: !172)
!598 = !DILocation(line: 116, column: 16, scope: !172)
!599 = !{!228, !228, i64 0}
!600 = !DILocation(line: 117, column: 16, scope: !172)
!601 = distinct !{!601, !594, !600, !222, !223}
!602 = !DILocation(line: 118, column: 30, scope: !172)
!603 = !DILocation(line: 118, column: 42, scope: !172)
!604 = !DILocation(line: 118, column: 21, scope: !172)
!605 = !DILocation(line: 119, column: 9, scope: !172)
!606 = !DILocation(line: 114, column: 29, scope: !173)
!607 = !DILocation(line: 114, column: 23, scope: !173)
!608 = distinct !{!608, !581, !609, !222, !223}
!609 = !DILocation(line: 120, column: 5, scope: !170)
!610 = !DISubprogram(name: "printf", scope: !611, file: !611, line: 356, type: !612, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!611 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!612 = !DISubroutineType(types: !613)
!613 = !{!74, !614, null}
!614 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !247)
