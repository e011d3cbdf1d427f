; ModuleID = 'compress.c'
source_filename = "compress.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"the cat \00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [8 x i8] c"sat on \00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [9 x i8] c"the mat \00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [13 x i8] c"and the dog \00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [8 x i8] c"barked \00", align 1, !dbg !19
@__const.main.phrases = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 16
@.str.5 = private unnamed_addr constant [58 x i8] c"kind %d: rle %zu bytes ok=%d, lz %zu bytes ok=%d hash=%u\0A\00", align 1, !dbg !21

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !29 {
    #dbg_assign(i1 undef, !39, !DIExpression(), !88, ptr @__const.main.phrases, !DIExpression(), !89)
  %1 = tail call noalias dereferenceable_or_null(1200) ptr @malloc(i64 noundef 1200) #8, !dbg !90
    #dbg_value(ptr %1, !34, !DIExpression(), !89)
  %2 = tail call noalias dereferenceable_or_null(3600) ptr @malloc(i64 noundef 3600) #8, !dbg !91
    #dbg_value(ptr %2, !37, !DIExpression(), !89)
  %3 = tail call noalias dereferenceable_or_null(1200) ptr @malloc(i64 noundef 1200) #8, !dbg !92
    #dbg_value(ptr %3, !38, !DIExpression(), !89)
    #dbg_assign(i1 undef, !39, !DIExpression(), !93, ptr @__const.main.phrases, !DIExpression(), !89)
    #dbg_value(i32 0, !45, !DIExpression(), !94)
  br label %4, !dbg !95

4:                                                ; preds = %0, %265
  %5 = phi i32 [ 0, %0 ], [ %268, %265 ]
    #dbg_value(i32 %5, !45, !DIExpression(), !94)
    #dbg_value(i64 0, !47, !DIExpression(), !96)
    #dbg_value(i32 1, !53, !DIExpression(), !96)
  br label %7, !dbg !97

6:                                                ; preds = %265
  tail call void @free(ptr noundef %1) #9, !dbg !98
  tail call void @free(ptr noundef %2) #9, !dbg !99
  tail call void @free(ptr noundef %3) #9, !dbg !100
  ret i32 0, !dbg !101

7:                                                ; preds = %4, %58
  %8 = phi i64 [ 0, %4 ], [ %59, %58 ]
  %9 = phi i32 [ 1, %4 ], [ %11, %58 ]
    #dbg_value(i64 %8, !47, !DIExpression(), !96)
    #dbg_value(i32 %9, !53, !DIExpression(), !96)
  %10 = mul i32 %9, 1103515245, !dbg !102
  %11 = add i32 %10, 12345, !dbg !102
  switch i32 %5, label %53 [
    i32 0, label %12
    i32 1, label %31
  ], !dbg !103

12:                                               ; preds = %7
    #dbg_value(i32 %11, !53, !DIExpression(), !96)
    #dbg_value(i32 poison, !55, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !104)
    #dbg_value(i32 %11, !59, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 3, DW_OP_and, DW_OP_plus_uconst, 97, DW_OP_stack_value), !104)
    #dbg_value(i64 0, !60, !DIExpression(), !105)
    #dbg_value(i64 %8, !47, !DIExpression(), !96)
  %13 = icmp ult i64 %8, 1200, !dbg !106
  br i1 %13, label %14, label %58, !dbg !108

14:                                               ; preds = %12
  %15 = lshr i32 %11, 24, !dbg !109
    #dbg_value(i32 %15, !59, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 3, DW_OP_and, DW_OP_plus_uconst, 97, DW_OP_stack_value), !104)
  %16 = trunc nuw i32 %15 to i8, !dbg !110
    #dbg_value(i8 %16, !59, !DIExpression(DW_OP_constu, 3, DW_OP_and, DW_OP_plus_uconst, 97, DW_OP_stack_value), !104)
  %17 = and i8 %16, 3, !dbg !110
    #dbg_value(i8 %17, !59, !DIExpression(DW_OP_plus_uconst, 97, DW_OP_stack_value), !104)
  %18 = add nuw nsw i8 %17, 97, !dbg !110
    #dbg_value(i8 %18, !59, !DIExpression(), !104)
  %19 = lshr i32 %11, 16, !dbg !111
  %20 = urem i32 %19, 40, !dbg !112
    #dbg_value(i32 %20, !55, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !104)
    #dbg_value(i32 %20, !55, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !104)
    #dbg_value(i32 %20, !55, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !104)
  %21 = getelementptr i8, ptr %1, i64 %8, !dbg !108
  %22 = zext nneg i32 %20 to i64, !dbg !108
  %23 = sub nsw i64 1199, %8, !dbg !108
  %24 = tail call i64 @llvm.umin.i64(i64 %22, i64 %23), !dbg !108
  %25 = add nuw nsw i64 %24, 1, !dbg !108
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %21, i8 %18, i64 %25, i1 false), !dbg !113, !tbaa !114
  %26 = zext nneg i32 %20 to i64, !dbg !108
  %27 = sub nsw i64 1199, %8, !dbg !108
  %28 = tail call i64 @llvm.umin.i64(i64 %26, i64 %27), !dbg !108
    #dbg_value(i64 poison, !47, !DIExpression(), !96)
    #dbg_value(i64 poison, !60, !DIExpression(), !105)
  %29 = add nuw nsw i64 %8, 1, !dbg !108
  %30 = add nuw nsw i64 %29, %28, !dbg !108
  br label %58, !dbg !117

31:                                               ; preds = %7
    #dbg_value(i32 %11, !53, !DIExpression(), !96)
  %32 = lshr i32 %11, 16, !dbg !118
  %33 = urem i32 %32, 5, !dbg !119
  %34 = zext nneg i32 %33 to i64, !dbg !120
  %35 = getelementptr inbounds [5 x ptr], ptr @__const.main.phrases, i64 0, i64 %34, !dbg !120
  %36 = load ptr, ptr %35, align 8, !dbg !120, !tbaa !121
    #dbg_value(ptr %36, !62, !DIExpression(), !123)
    #dbg_value(i64 0, !65, !DIExpression(), !124)
    #dbg_value(i64 %8, !47, !DIExpression(), !96)
  %37 = load i8, ptr %36, align 1, !dbg !125, !tbaa !114
  %38 = icmp ne i8 %37, 0, !dbg !125
  %39 = icmp ult i64 %8, 1200, !dbg !127
  %40 = and i1 %38, %39, !dbg !127
  br i1 %40, label %41, label %58, !dbg !128

41:                                               ; preds = %31, %41
  %42 = phi i8 [ %49, %41 ], [ %37, %31 ]
  %43 = phi i64 [ %45, %41 ], [ %8, %31 ]
  %44 = phi i64 [ %47, %41 ], [ 0, %31 ]
    #dbg_value(i64 %43, !47, !DIExpression(), !96)
    #dbg_value(i64 %44, !65, !DIExpression(), !124)
  %45 = add nuw nsw i64 %43, 1, !dbg !129
    #dbg_value(i64 %45, !47, !DIExpression(), !96)
  %46 = getelementptr inbounds i8, ptr %1, i64 %43, !dbg !130
  store i8 %42, ptr %46, align 1, !dbg !131, !tbaa !114
  %47 = add nuw nsw i64 %44, 1, !dbg !132
    #dbg_value(i64 %47, !65, !DIExpression(), !124)
  %48 = getelementptr inbounds i8, ptr %36, i64 %47, !dbg !125
  %49 = load i8, ptr %48, align 1, !dbg !125, !tbaa !114
  %50 = icmp ne i8 %49, 0, !dbg !125
  %51 = icmp ult i64 %43, 1199, !dbg !127
  %52 = and i1 %50, %51, !dbg !127
  br i1 %52, label %41, label %58, !dbg !128, !llvm.loop !133

53:                                               ; preds = %7
    #dbg_value(i32 %11, !53, !DIExpression(), !96)
  %54 = lshr i32 %11, 23, !dbg !137
  %55 = trunc i32 %54 to i8, !dbg !139
  %56 = add nuw nsw i64 %8, 1, !dbg !140
    #dbg_value(i64 %56, !47, !DIExpression(), !96)
  %57 = getelementptr inbounds i8, ptr %1, i64 %8, !dbg !141
  store i8 %55, ptr %57, align 1, !dbg !142, !tbaa !114
  br label %58

58:                                               ; preds = %41, %14, %31, %12, %53
  %59 = phi i64 [ %56, %53 ], [ %8, %12 ], [ %8, %31 ], [ %30, %14 ], [ %45, %41 ], !dbg !96
    #dbg_value(i64 %59, !47, !DIExpression(), !96)
    #dbg_value(i32 %11, !53, !DIExpression(), !96)
  %60 = icmp ult i64 %59, 1200, !dbg !117
  br i1 %60, label %7, label %61, !dbg !97, !llvm.loop !143

61:                                               ; preds = %58, %82
  %62 = phi i64 [ %84, %82 ], [ 0, %58 ]
  %63 = phi i64 [ %90, %82 ], [ 0, %58 ]
    #dbg_value(i64 %62, !145, !DIExpression(), !160)
    #dbg_value(i64 %63, !156, !DIExpression(), !162)
    #dbg_value(i64 1, !157, !DIExpression(), !163)
  %64 = add nuw nsw i64 %62, 1, !dbg !164
  %65 = icmp ult i64 %62, 1199, !dbg !165
  br i1 %65, label %66, label %82, !dbg !166

66:                                               ; preds = %61
  %67 = getelementptr inbounds i8, ptr %1, i64 %62
  %68 = load i8, ptr %67, align 1, !tbaa !114
  %69 = sub nsw i64 1200, %62, !dbg !166
  br label %70, !dbg !166

70:                                               ; preds = %78, %66
  %71 = phi i64 [ %64, %66 ], [ %80, %78 ]
  %72 = phi i64 [ 1, %66 ], [ %79, %78 ]
    #dbg_value(i64 %72, !157, !DIExpression(), !163)
  %73 = getelementptr inbounds i8, ptr %1, i64 %71, !dbg !167
  %74 = load i8, ptr %73, align 1, !dbg !167, !tbaa !114
  %75 = icmp eq i8 %74, %68, !dbg !168
  %76 = icmp ult i64 %72, 255
  %77 = and i1 %76, %75, !dbg !169
  br i1 %77, label %78, label %82, !dbg !169

78:                                               ; preds = %70
  %79 = add nuw nsw i64 %72, 1, !dbg !170
    #dbg_value(i64 %79, !157, !DIExpression(), !163)
  %80 = add nuw nsw i64 %79, %62, !dbg !164
  %81 = icmp eq i64 %79, %69, !dbg !165
  br i1 %81, label %82, label %70, !dbg !166, !llvm.loop !171

82:                                               ; preds = %78, %70, %61
  %83 = phi i64 [ 1, %61 ], [ %69, %78 ], [ %72, %70 ], !dbg !163
  %84 = phi i64 [ %64, %61 ], [ 1200, %78 ], [ %71, %70 ], !dbg !164
  %85 = trunc i64 %83 to i8, !dbg !173
  %86 = or disjoint i64 %63, 1, !dbg !174
    #dbg_value(i64 %86, !156, !DIExpression(), !162)
  %87 = getelementptr inbounds i8, ptr %2, i64 %63, !dbg !175
  store i8 %85, ptr %87, align 1, !dbg !176, !tbaa !114
  %88 = getelementptr inbounds i8, ptr %1, i64 %62, !dbg !177
  %89 = load i8, ptr %88, align 1, !dbg !177, !tbaa !114
  %90 = add i64 %63, 2, !dbg !178
    #dbg_value(i64 %90, !156, !DIExpression(), !162)
  %91 = getelementptr inbounds i8, ptr %2, i64 %86, !dbg !179
  store i8 %89, ptr %91, align 1, !dbg !180, !tbaa !114
    #dbg_value(i64 %84, !145, !DIExpression(), !160)
  %92 = icmp ult i64 %84, 1200, !dbg !181
  br i1 %92, label %61, label %93, !dbg !182, !llvm.loop !183

93:                                               ; preds = %82
    #dbg_value(i64 %90, !67, !DIExpression(), !96)
    #dbg_value(ptr %2, !185, !DIExpression(), !193)
    #dbg_value(i64 %90, !188, !DIExpression(), !193)
    #dbg_value(ptr %3, !189, !DIExpression(), !193)
    #dbg_value(i64 0, !190, !DIExpression(), !193)
    #dbg_value(i64 0, !191, !DIExpression(), !195)
  %94 = icmp eq i64 %90, 0, !dbg !196
  br i1 %94, label %109, label %95, !dbg !198

95:                                               ; preds = %93, %95
  %96 = phi i64 [ %106, %95 ], [ 0, %93 ]
  %97 = phi i64 [ %105, %95 ], [ 0, %93 ]
  %98 = or disjoint i64 %96, 1, !dbg !199
    #dbg_value(i64 %96, !191, !DIExpression(), !195)
    #dbg_value(i64 %97, !190, !DIExpression(), !193)
  %99 = getelementptr inbounds i8, ptr %3, i64 %97, !dbg !199
  %100 = getelementptr inbounds i8, ptr %2, i64 %98, !dbg !201
  %101 = load i8, ptr %100, align 1, !dbg !201, !tbaa !114
  %102 = getelementptr inbounds i8, ptr %2, i64 %96, !dbg !202
  %103 = load i8, ptr %102, align 1, !dbg !202, !tbaa !114
  %104 = zext i8 %103 to i64, !dbg !202
  tail call void @llvm.memset.p0.i64(ptr align 1 %99, i8 %101, i64 %104, i1 false), !dbg !203
  %105 = add i64 %97, %104, !dbg !204
    #dbg_value(i64 %105, !190, !DIExpression(), !193)
  %106 = add nuw i64 %96, 2, !dbg !205
    #dbg_value(i64 %106, !191, !DIExpression(), !195)
  %107 = or disjoint i64 %106, 1, !dbg !206
  %108 = icmp ult i64 %107, %90, !dbg !196
  br i1 %108, label %95, label %109, !dbg !198, !llvm.loop !207

109:                                              ; preds = %95, %93
  %110 = phi i64 [ 0, %93 ], [ %105, %95 ], !dbg !193
    #dbg_value(i64 %110, !68, !DIExpression(), !96)
  %111 = icmp eq i64 %110, 1200, !dbg !209
  br i1 %111, label %112, label %115, !dbg !210

112:                                              ; preds = %109
  %113 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(1200) %3, ptr noundef nonnull dereferenceable(1200) %1, i64 1200), !dbg !211
  %114 = icmp eq i32 %113, 0, !dbg !212
  br label %115

115:                                              ; preds = %112, %109
  %116 = phi i1 [ false, %109 ], [ %114, %112 ], !dbg !96
    #dbg_value(i32 %118, !69, !DIExpression(), !96)
    #dbg_value(ptr %1, !213, !DIExpression(), !236)
    #dbg_value(i64 1200, !216, !DIExpression(), !236)
    #dbg_value(ptr %2, !217, !DIExpression(), !236)
    #dbg_value(i64 0, !218, !DIExpression(), !236)
    #dbg_value(i64 0, !219, !DIExpression(), !236)
    #dbg_value(i64 0, !220, !DIExpression(), !236)
  br label %120, !dbg !238

117:                                              ; preds = %190
  %118 = zext i1 %116 to i32, !dbg !210
    #dbg_value(i64 %193, !218, !DIExpression(), !236)
    #dbg_value(i64 %191, !220, !DIExpression(), !236)
  %119 = icmp ult i64 %191, 1200, !dbg !239
  br i1 %119, label %195, label %209, !dbg !240

120:                                              ; preds = %190, %115
  %121 = phi i64 [ 0, %115 ], [ %193, %190 ]
  %122 = phi i64 [ 0, %115 ], [ %192, %190 ]
  %123 = phi i64 [ 0, %115 ], [ %191, %190 ]
    #dbg_value(i64 %121, !218, !DIExpression(), !236)
    #dbg_value(i64 %122, !219, !DIExpression(), !236)
    #dbg_value(i64 %123, !220, !DIExpression(), !236)
    #dbg_value(i64 0, !221, !DIExpression(), !241)
    #dbg_value(i64 0, !223, !DIExpression(), !241)
  %124 = tail call i64 @llvm.usub.sat.i64(i64 %122, i64 255), !dbg !242
    #dbg_value(i64 %124, !224, !DIExpression(), !241)
    #dbg_value(i64 %124, !225, !DIExpression(), !243)
    #dbg_value(i64 0, !223, !DIExpression(), !241)
    #dbg_value(i64 0, !221, !DIExpression(), !241)
  %125 = icmp ult i64 %124, %122, !dbg !244
  br i1 %125, label %126, label %136, !dbg !245

126:                                              ; preds = %120
  %127 = icmp ult i64 %122, 1200
  %128 = sub nsw i64 1200, %122, !dbg !245
  %129 = getelementptr i8, ptr %1, i64 %122
  br label %130, !dbg !245

130:                                              ; preds = %154, %126
  %131 = phi i64 [ %124, %126 ], [ %160, %154 ]
  %132 = phi i64 [ 0, %126 ], [ %159, %154 ]
  %133 = phi i64 [ 0, %126 ], [ %158, %154 ]
    #dbg_value(i64 %131, !225, !DIExpression(), !243)
    #dbg_value(i64 %132, !223, !DIExpression(), !241)
    #dbg_value(i64 %133, !221, !DIExpression(), !241)
    #dbg_value(i64 0, !227, !DIExpression(), !246)
  br i1 %127, label %134, label %154, !dbg !247

134:                                              ; preds = %130
  %135 = getelementptr i8, ptr %1, i64 %131
  br label %142, !dbg !247

136:                                              ; preds = %154, %120
  %137 = phi i64 [ 0, %120 ], [ %158, %154 ], !dbg !241
  %138 = phi i64 [ 0, %120 ], [ %159, %154 ], !dbg !241
  %139 = icmp ugt i64 %137, 3, !dbg !248
  br i1 %139, label %140, label %188, !dbg !249

140:                                              ; preds = %136
    #dbg_value(i64 %121, !218, !DIExpression(), !236)
    #dbg_value(i64 %123, !220, !DIExpression(), !236)
  %141 = icmp ult i64 %123, %122, !dbg !250
  br i1 %141, label %162, label %176, !dbg !251

142:                                              ; preds = %151, %134
  %143 = phi i64 [ 0, %134 ], [ %152, %151 ]
    #dbg_value(i64 %143, !227, !DIExpression(), !246)
  %144 = getelementptr i8, ptr %135, i64 %143, !dbg !252
  %145 = load i8, ptr %144, align 1, !dbg !252, !tbaa !114
  %146 = getelementptr i8, ptr %129, i64 %143, !dbg !253
  %147 = load i8, ptr %146, align 1, !dbg !253, !tbaa !114
  %148 = icmp eq i8 %145, %147, !dbg !254
  %149 = icmp ult i64 %143, 255
  %150 = and i1 %149, %148, !dbg !255
  br i1 %150, label %151, label %154, !dbg !255

151:                                              ; preds = %142
  %152 = add nuw nsw i64 %143, 1, !dbg !256
    #dbg_value(i64 %152, !227, !DIExpression(), !246)
  %153 = icmp eq i64 %152, %128, !dbg !257
  br i1 %153, label %154, label %142, !dbg !247, !llvm.loop !258

154:                                              ; preds = %151, %142, %130
  %155 = phi i64 [ 0, %130 ], [ %128, %151 ], [ %143, %142 ], !dbg !246
  %156 = icmp ugt i64 %155, %133, !dbg !260
  %157 = sub nsw i64 %122, %131
  %158 = tail call i64 @llvm.umax.i64(i64 %155, i64 %133), !dbg !262
  %159 = select i1 %156, i64 %157, i64 %132, !dbg !262
    #dbg_value(i64 %159, !223, !DIExpression(), !241)
    #dbg_value(i64 %158, !221, !DIExpression(), !241)
  %160 = add nuw nsw i64 %131, 1, !dbg !263
    #dbg_value(i64 %160, !225, !DIExpression(), !243)
  %161 = icmp eq i64 %160, %122, !dbg !244
  br i1 %161, label %136, label %130, !dbg !245, !llvm.loop !264

162:                                              ; preds = %140, %162
  %163 = phi i64 [ %173, %162 ], [ %121, %140 ]
  %164 = phi i64 [ %174, %162 ], [ %123, %140 ]
    #dbg_value(i64 %163, !218, !DIExpression(), !236)
    #dbg_value(i64 %164, !220, !DIExpression(), !236)
  %165 = sub nsw i64 %122, %164, !dbg !266
  %166 = tail call i64 @llvm.umin.i64(i64 %165, i64 255), !dbg !267
    #dbg_value(i64 %166, !230, !DIExpression(), !268)
    #dbg_value(i64 %163, !218, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !236)
  %167 = getelementptr inbounds i8, ptr %2, i64 %163, !dbg !269
  store i8 0, ptr %167, align 1, !dbg !270, !tbaa !114
  %168 = trunc nuw i64 %166 to i8, !dbg !271
  %169 = add i64 %163, 2, !dbg !272
    #dbg_value(i64 %169, !218, !DIExpression(), !236)
  %170 = getelementptr i8, ptr %167, i64 1, !dbg !273
  store i8 %168, ptr %170, align 1, !dbg !274, !tbaa !114
  %171 = getelementptr inbounds i8, ptr %2, i64 %169, !dbg !275
  %172 = getelementptr inbounds i8, ptr %1, i64 %164, !dbg !276
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %171, ptr readonly align 1 %172, i64 %166, i1 false), !dbg !277
  %173 = add i64 %166, %169, !dbg !278
    #dbg_value(i64 %173, !218, !DIExpression(), !236)
  %174 = add nsw i64 %166, %164, !dbg !279
    #dbg_value(i64 %174, !220, !DIExpression(), !236)
  %175 = icmp ult i64 %174, %122, !dbg !250
  br i1 %175, label %162, label %176, !dbg !251, !llvm.loop !280

176:                                              ; preds = %162, %140
  %177 = phi i64 [ %121, %140 ], [ %173, %162 ], !dbg !236
    #dbg_value(i64 %177, !218, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !236)
  %178 = getelementptr inbounds i8, ptr %2, i64 %177, !dbg !282
  store i8 1, ptr %178, align 1, !dbg !283, !tbaa !114
  %179 = lshr i64 %138, 8, !dbg !284
  %180 = trunc i64 %179 to i8, !dbg !285
    #dbg_value(i64 %177, !218, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !236)
  %181 = getelementptr i8, ptr %178, i64 1, !dbg !286
  store i8 %180, ptr %181, align 1, !dbg !287, !tbaa !114
  %182 = trunc i64 %138 to i8, !dbg !288
    #dbg_value(i64 %177, !218, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !236)
  %183 = getelementptr i8, ptr %178, i64 2, !dbg !289
  store i8 %182, ptr %183, align 1, !dbg !290, !tbaa !114
  %184 = trunc i64 %137 to i8, !dbg !291
  %185 = add i64 %177, 4, !dbg !292
    #dbg_value(i64 %185, !218, !DIExpression(), !236)
  %186 = getelementptr i8, ptr %178, i64 3, !dbg !293
  store i8 %184, ptr %186, align 1, !dbg !294, !tbaa !114
  %187 = add i64 %137, %122, !dbg !295
    #dbg_value(i64 %187, !219, !DIExpression(), !236)
    #dbg_value(i64 %187, !220, !DIExpression(), !236)
  br label %190, !dbg !296

188:                                              ; preds = %136
  %189 = add nuw nsw i64 %122, 1, !dbg !297
    #dbg_value(i64 %189, !219, !DIExpression(), !236)
  br label %190

190:                                              ; preds = %188, %176
  %191 = phi i64 [ %187, %176 ], [ %123, %188 ], !dbg !236
  %192 = phi i64 [ %187, %176 ], [ %189, %188 ], !dbg !299
  %193 = phi i64 [ %185, %176 ], [ %121, %188 ], !dbg !236
    #dbg_value(i64 %193, !218, !DIExpression(), !236)
    #dbg_value(i64 %192, !219, !DIExpression(), !236)
    #dbg_value(i64 %191, !220, !DIExpression(), !236)
  %194 = icmp ult i64 %192, 1200, !dbg !300
  br i1 %194, label %120, label %117, !dbg !238, !llvm.loop !301

195:                                              ; preds = %117, %195
  %196 = phi i64 [ %206, %195 ], [ %193, %117 ]
  %197 = phi i64 [ %207, %195 ], [ %191, %117 ]
    #dbg_value(i64 %196, !218, !DIExpression(), !236)
    #dbg_value(i64 %197, !220, !DIExpression(), !236)
  %198 = sub nuw nsw i64 1200, %197, !dbg !303
  %199 = tail call i64 @llvm.umin.i64(i64 %198, i64 255), !dbg !304
    #dbg_value(i64 %199, !234, !DIExpression(), !305)
    #dbg_value(i64 %196, !218, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !236)
  %200 = getelementptr inbounds i8, ptr %2, i64 %196, !dbg !306
  store i8 0, ptr %200, align 1, !dbg !307, !tbaa !114
  %201 = trunc nuw i64 %199 to i8, !dbg !308
  %202 = add i64 %196, 2, !dbg !309
    #dbg_value(i64 %202, !218, !DIExpression(), !236)
  %203 = getelementptr i8, ptr %200, i64 1, !dbg !310
  store i8 %201, ptr %203, align 1, !dbg !311, !tbaa !114
  %204 = getelementptr inbounds i8, ptr %2, i64 %202, !dbg !312
  %205 = getelementptr inbounds i8, ptr %1, i64 %197, !dbg !313
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %204, ptr readonly align 1 %205, i64 %199, i1 false), !dbg !314
  %206 = add i64 %199, %202, !dbg !315
    #dbg_value(i64 %206, !218, !DIExpression(), !236)
  %207 = add nuw nsw i64 %199, %197, !dbg !316
    #dbg_value(i64 %207, !220, !DIExpression(), !236)
  %208 = icmp ult i64 %207, 1200, !dbg !239
  br i1 %208, label %195, label %209, !dbg !240, !llvm.loop !317

209:                                              ; preds = %195, %117
  %210 = phi i64 [ %193, %117 ], [ %206, %195 ], !dbg !236
    #dbg_value(i64 %210, !70, !DIExpression(), !96)
    #dbg_value(ptr %2, !319, !DIExpression(), !337)
    #dbg_value(i64 %210, !322, !DIExpression(), !337)
    #dbg_value(ptr %3, !323, !DIExpression(), !337)
    #dbg_value(i64 0, !324, !DIExpression(), !337)
    #dbg_value(i64 0, !325, !DIExpression(), !339)
  %211 = icmp eq i64 %210, 0, !dbg !340
  br i1 %211, label %255, label %212, !dbg !341

212:                                              ; preds = %209, %249
  %213 = phi i64 [ %252, %249 ], [ 0, %209 ]
  %214 = phi i64 [ %253, %249 ], [ 0, %209 ]
    #dbg_value(i64 %213, !324, !DIExpression(), !337)
    #dbg_value(i64 %214, !325, !DIExpression(), !339)
  %215 = getelementptr inbounds i8, ptr %2, i64 %214, !dbg !342
  %216 = load i8, ptr %215, align 1, !dbg !342, !tbaa !114
  %217 = icmp eq i8 %216, 0, !dbg !343
  br i1 %217, label %218, label %225, !dbg !344

218:                                              ; preds = %212
  %219 = getelementptr i8, ptr %215, i64 1, !dbg !345
  %220 = load i8, ptr %219, align 1, !dbg !345, !tbaa !114
  %221 = zext i8 %220 to i64, !dbg !345
    #dbg_value(i64 %221, !327, !DIExpression(), !346)
  %222 = getelementptr inbounds i8, ptr %3, i64 %213, !dbg !347
  %223 = getelementptr inbounds i8, ptr %215, i64 2, !dbg !348
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %222, ptr nonnull readonly align 1 %223, i64 %221, i1 false), !dbg !349
    #dbg_value(!DIArgList(i64 %213, i64 %221), !324, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !337)
  %224 = add nuw nsw i64 %221, 2, !dbg !350
    #dbg_value(!DIArgList(i64 %214, i64 %224), !325, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !339)
  br label %249, !dbg !351

225:                                              ; preds = %212
    #dbg_value(!DIArgList(i64 poison, i8 poison), !332, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !352)
  %226 = getelementptr i8, ptr %215, i64 3, !dbg !353
  %227 = load i8, ptr %226, align 1, !dbg !353, !tbaa !114
  %228 = zext i8 %227 to i64, !dbg !353
    #dbg_value(i64 %228, !334, !DIExpression(), !352)
    #dbg_value(i64 0, !335, !DIExpression(), !354)
  %229 = icmp eq i8 %227, 0, !dbg !355
  br i1 %229, label %249, label %230, !dbg !357

230:                                              ; preds = %225
  %231 = getelementptr i8, ptr %215, i64 1, !dbg !358
  %232 = load i8, ptr %231, align 1, !dbg !358, !tbaa !114
  %233 = zext i8 %232 to i64, !dbg !359
  %234 = shl nuw nsw i64 %233, 8, !dbg !360
  %235 = getelementptr i8, ptr %215, i64 2, !dbg !361
  %236 = load i8, ptr %235, align 1, !dbg !361, !tbaa !114
    #dbg_value(!DIArgList(i64 %234, i8 %236), !332, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !352)
  %237 = zext i8 %236 to i64, !dbg !361
    #dbg_value(!DIArgList(i64 %234, i64 %237), !332, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !352)
  %238 = or disjoint i64 %234, %237, !dbg !362
    #dbg_value(i64 %238, !332, !DIExpression(), !352)
  %239 = sub i64 %213, %238
  %240 = getelementptr i8, ptr %3, i64 %239
  %241 = getelementptr i8, ptr %3, i64 %213
  br label %242, !dbg !357

242:                                              ; preds = %242, %230
  %243 = phi i64 [ 0, %230 ], [ %247, %242 ]
    #dbg_value(i64 %243, !335, !DIExpression(), !354)
  %244 = getelementptr i8, ptr %240, i64 %243, !dbg !363
  %245 = load i8, ptr %244, align 1, !dbg !363, !tbaa !114
  %246 = getelementptr i8, ptr %241, i64 %243, !dbg !364
  store i8 %245, ptr %246, align 1, !dbg !365, !tbaa !114
  %247 = add nuw nsw i64 %243, 1, !dbg !366
    #dbg_value(i64 %247, !335, !DIExpression(), !354)
  %248 = icmp eq i64 %247, %228, !dbg !355
  br i1 %248, label %249, label %242, !dbg !357, !llvm.loop !367

249:                                              ; preds = %242, %225, %218
  %250 = phi i64 [ %224, %218 ], [ 4, %225 ], [ 4, %242 ]
  %251 = phi i64 [ %221, %218 ], [ %228, %225 ], [ %228, %242 ]
  %252 = add i64 %251, %213, !dbg !369
  %253 = add i64 %250, %214, !dbg !369
    #dbg_value(i64 %252, !324, !DIExpression(), !337)
    #dbg_value(i64 %253, !325, !DIExpression(), !339)
  %254 = icmp ult i64 %253, %210, !dbg !340
  br i1 %254, label %212, label %255, !dbg !341, !llvm.loop !370

255:                                              ; preds = %249, %209
  %256 = phi i64 [ 0, %209 ], [ %252, %249 ], !dbg !337
    #dbg_value(i64 %256, !71, !DIExpression(), !96)
  %257 = icmp eq i64 %256, 1200, !dbg !372
  br i1 %257, label %258, label %261, !dbg !373

258:                                              ; preds = %255
  %259 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(1200) %3, ptr noundef nonnull dereferenceable(1200) %1, i64 1200), !dbg !374
  %260 = icmp eq i32 %259, 0, !dbg !375
  br label %261

261:                                              ; preds = %258, %255
  %262 = phi i1 [ false, %255 ], [ %260, %258 ], !dbg !96
  %263 = zext i1 %262 to i32, !dbg !373
    #dbg_value(i32 %263, !72, !DIExpression(), !96)
    #dbg_value(i32 0, !73, !DIExpression(), !96)
    #dbg_value(i64 0, !74, !DIExpression(), !376)
  %264 = icmp eq i64 %210, 0, !dbg !377
  br i1 %264, label %265, label %270, !dbg !379

265:                                              ; preds = %270, %261
  %266 = phi i32 [ 0, %261 ], [ %277, %270 ], !dbg !96
  %267 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %5, i64 noundef %90, i32 noundef %118, i64 noundef %210, i32 noundef %263, i32 noundef %266), !dbg !380
  %268 = add nuw nsw i32 %5, 1, !dbg !381
    #dbg_value(i32 %268, !45, !DIExpression(), !94)
  %269 = icmp eq i32 %268, 3, !dbg !382
  br i1 %269, label %6, label %4, !dbg !95, !llvm.loop !383

270:                                              ; preds = %261, %270
  %271 = phi i64 [ %278, %270 ], [ 0, %261 ]
  %272 = phi i32 [ %277, %270 ], [ 0, %261 ]
    #dbg_value(i64 %271, !74, !DIExpression(), !376)
    #dbg_value(i32 %272, !73, !DIExpression(), !96)
  %273 = mul i32 %272, 31, !dbg !385
  %274 = getelementptr inbounds i8, ptr %2, i64 %271, !dbg !386
  %275 = load i8, ptr %274, align 1, !dbg !386, !tbaa !114
  %276 = zext i8 %275 to i32, !dbg !386
  %277 = add i32 %273, %276, !dbg !387
    #dbg_value(i32 %277, !73, !DIExpression(), !96)
  %278 = add nuw i64 %271, 1, !dbg !388
    #dbg_value(i64 %278, !74, !DIExpression(), !376)
  %279 = icmp eq i64 %278, %210, !dbg !377
  br i1 %279, label %265, label %270, !dbg !379, !llvm.loop !389
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !391 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !396 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !401 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.usub.sat.i64(i64, i64) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree nounwind willreturn memory(argmem: read) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!26}
!llvm.module.flags = !{!80, !81, !82, !83, !84, !85, !86}
!llvm.ident = !{!87}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "compress.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "33b7a1a9ebacd7c7f2b90b9950a2463c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 9)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 8)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !3, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 13)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !9, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 127, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 464, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 58)
!26 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !27, retainedTypes: !78, globals: !79, splitDebugInlining: false, nameTableKind: None)
!27 = !{!28}
!28 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !29, file: !2, line: 95, baseType: !54, size: 32, elements: !76)
!29 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 94, type: !30, scopeLine: 94, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !33)
!30 = !DISubroutineType(types: !31)
!31 = !{!32}
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !{!34, !37, !38, !39, !45, !47, !53, !55, !59, !60, !62, !65, !67, !68, !69, !70, !71, !72, !73, !74}
!34 = !DILocalVariable(name: "data", scope: !29, file: !2, line: 96, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!37 = !DILocalVariable(name: "enc", scope: !29, file: !2, line: 96, type: !35)
!38 = !DILocalVariable(name: "dec", scope: !29, file: !2, line: 96, type: !35)
!39 = !DILocalVariable(name: "phrases", scope: !29, file: !2, line: 97, type: !40)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 320, elements: !43)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!42 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!43 = !{!44}
!44 = !DISubrange(count: 5)
!45 = !DILocalVariable(name: "kind", scope: !46, file: !2, line: 98, type: !32)
!46 = distinct !DILexicalBlock(scope: !29, file: !2, line: 98, column: 5)
!47 = !DILocalVariable(name: "n", scope: !48, file: !2, line: 99, type: !50)
!48 = distinct !DILexicalBlock(scope: !49, file: !2, line: 98, column: 42)
!49 = distinct !DILexicalBlock(scope: !46, file: !2, line: 98, column: 5)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !51, line: 18, baseType: !52)
!51 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!52 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!53 = !DILocalVariable(name: "x", scope: !48, file: !2, line: 100, type: !54)
!54 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!55 = !DILocalVariable(name: "run", scope: !56, file: !2, line: 104, type: !50)
!56 = distinct !DILexicalBlock(scope: !57, file: !2, line: 102, column: 28)
!57 = distinct !DILexicalBlock(scope: !58, file: !2, line: 102, column: 17)
!58 = distinct !DILexicalBlock(scope: !48, file: !2, line: 101, column: 23)
!59 = !DILocalVariable(name: "v", scope: !56, file: !2, line: 105, type: !36)
!60 = !DILocalVariable(name: "k", scope: !61, file: !2, line: 106, type: !50)
!61 = distinct !DILexicalBlock(scope: !56, file: !2, line: 106, column: 17)
!62 = !DILocalVariable(name: "ph", scope: !63, file: !2, line: 110, type: !41)
!63 = distinct !DILexicalBlock(scope: !64, file: !2, line: 108, column: 35)
!64 = distinct !DILexicalBlock(scope: !57, file: !2, line: 108, column: 24)
!65 = !DILocalVariable(name: "k", scope: !66, file: !2, line: 111, type: !50)
!66 = distinct !DILexicalBlock(scope: !63, file: !2, line: 111, column: 17)
!67 = !DILocalVariable(name: "r", scope: !48, file: !2, line: 118, type: !50)
!68 = !DILocalVariable(name: "rd", scope: !48, file: !2, line: 119, type: !50)
!69 = !DILocalVariable(name: "rle_ok", scope: !48, file: !2, line: 120, type: !32)
!70 = !DILocalVariable(name: "l", scope: !48, file: !2, line: 121, type: !50)
!71 = !DILocalVariable(name: "ld", scope: !48, file: !2, line: 122, type: !50)
!72 = !DILocalVariable(name: "lz_ok", scope: !48, file: !2, line: 123, type: !32)
!73 = !DILocalVariable(name: "h", scope: !48, file: !2, line: 124, type: !54)
!74 = !DILocalVariable(name: "k", scope: !75, file: !2, line: 125, type: !50)
!75 = distinct !DILexicalBlock(scope: !48, file: !2, line: 125, column: 9)
!76 = !{!77}
!77 = !DIEnumerator(name: "N", value: 1200)
!78 = !{!36, !50}
!79 = !{!0, !7, !12, !14, !19, !21}
!80 = !{i32 7, !"Dwarf Version", i32 5}
!81 = !{i32 2, !"Debug Info Version", i32 3}
!82 = !{i32 1, !"wchar_size", i32 4}
!83 = !{i32 8, !"PIC Level", i32 2}
!84 = !{i32 7, !"PIE Level", i32 2}
!85 = !{i32 7, !"uwtable", i32 2}
!86 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!87 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!88 = distinct !DIAssignID()
!89 = !DILocation(line: 0, scope: !29)
!90 = !DILocation(line: 96, column: 27, scope: !29)
!91 = !DILocation(line: 96, column: 45, scope: !29)
!92 = !DILocation(line: 96, column: 67, scope: !29)
!93 = distinct !DIAssignID()
!94 = !DILocation(line: 0, scope: !46)
!95 = !DILocation(line: 98, column: 5, scope: !46)
!96 = !DILocation(line: 0, scope: !48)
!97 = !DILocation(line: 101, column: 9, scope: !48)
!98 = !DILocation(line: 130, column: 5, scope: !29)
!99 = !DILocation(line: 131, column: 5, scope: !29)
!100 = !DILocation(line: 132, column: 5, scope: !29)
!101 = !DILocation(line: 134, column: 1, scope: !29)
!102 = !DILocation(line: 0, scope: !57)
!103 = !DILocation(line: 102, column: 17, scope: !58)
!104 = !DILocation(line: 0, scope: !56)
!105 = !DILocation(line: 0, scope: !61)
!106 = !DILocation(line: 106, column: 44, scope: !107)
!107 = distinct !DILexicalBlock(scope: !61, file: !2, line: 106, column: 17)
!108 = !DILocation(line: 106, column: 17, scope: !61)
!109 = !DILocation(line: 105, column: 60, scope: !56)
!110 = !DILocation(line: 105, column: 35, scope: !56)
!111 = !DILocation(line: 104, column: 33, scope: !56)
!112 = !DILocation(line: 104, column: 40, scope: !56)
!113 = !DILocation(line: 107, column: 31, scope: !107)
!114 = !{!115, !115, i64 0}
!115 = !{!"omnipotent char", !116, i64 0}
!116 = !{!"Simple C/C++ TBAA"}
!117 = !DILocation(line: 101, column: 18, scope: !48)
!118 = !DILocation(line: 110, column: 45, scope: !63)
!119 = !DILocation(line: 110, column: 52, scope: !63)
!120 = !DILocation(line: 110, column: 34, scope: !63)
!121 = !{!122, !122, i64 0}
!122 = !{!"any pointer", !115, i64 0}
!123 = !DILocation(line: 0, scope: !63)
!124 = !DILocation(line: 0, scope: !66)
!125 = !DILocation(line: 111, column: 36, scope: !126)
!126 = distinct !DILexicalBlock(scope: !66, file: !2, line: 111, column: 17)
!127 = !DILocation(line: 111, column: 42, scope: !126)
!128 = !DILocation(line: 111, column: 17, scope: !66)
!129 = !DILocation(line: 112, column: 27, scope: !126)
!130 = !DILocation(line: 112, column: 21, scope: !126)
!131 = !DILocation(line: 112, column: 31, scope: !126)
!132 = !DILocation(line: 111, column: 53, scope: !126)
!133 = distinct !{!133, !128, !134, !135, !136}
!134 = !DILocation(line: 112, column: 52, scope: !66)
!135 = !{!"llvm.loop.mustprogress"}
!136 = !{!"llvm.loop.unroll.disable"}
!137 = !DILocation(line: 115, column: 47, scope: !138)
!138 = distinct !DILexicalBlock(scope: !64, file: !2, line: 113, column: 20)
!139 = !DILocation(line: 115, column: 29, scope: !138)
!140 = !DILocation(line: 115, column: 23, scope: !138)
!141 = !DILocation(line: 115, column: 17, scope: !138)
!142 = !DILocation(line: 115, column: 27, scope: !138)
!143 = distinct !{!143, !97, !144, !135, !136}
!144 = !DILocation(line: 117, column: 9, scope: !48)
!145 = !DILocalVariable(name: "i", scope: !146, file: !2, line: 9, type: !50)
!146 = distinct !DILexicalBlock(scope: !147, file: !2, line: 9, column: 5)
!147 = distinct !DISubprogram(name: "rle_encode", scope: !2, file: !2, line: 7, type: !148, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !152)
!148 = !DISubroutineType(types: !149)
!149 = !{!50, !150, !50, !35}
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 64)
!151 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !36)
!152 = !{!153, !154, !155, !156, !145, !157}
!153 = !DILocalVariable(name: "in", arg: 1, scope: !147, file: !2, line: 7, type: !150)
!154 = !DILocalVariable(name: "n", arg: 2, scope: !147, file: !2, line: 7, type: !50)
!155 = !DILocalVariable(name: "out", arg: 3, scope: !147, file: !2, line: 7, type: !35)
!156 = !DILocalVariable(name: "o", scope: !147, file: !2, line: 8, type: !50)
!157 = !DILocalVariable(name: "run", scope: !158, file: !2, line: 10, type: !50)
!158 = distinct !DILexicalBlock(scope: !159, file: !2, line: 9, column: 32)
!159 = distinct !DILexicalBlock(scope: !146, file: !2, line: 9, column: 5)
!160 = !DILocation(line: 0, scope: !146, inlinedAt: !161)
!161 = distinct !DILocation(line: 118, column: 20, scope: !48)
!162 = !DILocation(line: 0, scope: !147, inlinedAt: !161)
!163 = !DILocation(line: 0, scope: !158, inlinedAt: !161)
!164 = !DILocation(line: 11, column: 18, scope: !158, inlinedAt: !161)
!165 = !DILocation(line: 11, column: 24, scope: !158, inlinedAt: !161)
!166 = !DILocation(line: 11, column: 28, scope: !158, inlinedAt: !161)
!167 = !DILocation(line: 11, column: 31, scope: !158, inlinedAt: !161)
!168 = !DILocation(line: 11, column: 43, scope: !158, inlinedAt: !161)
!169 = !DILocation(line: 11, column: 52, scope: !158, inlinedAt: !161)
!170 = !DILocation(line: 12, column: 16, scope: !158, inlinedAt: !161)
!171 = distinct !{!171, !172, !170, !135, !136}
!172 = !DILocation(line: 11, column: 9, scope: !158, inlinedAt: !161)
!173 = !DILocation(line: 13, column: 20, scope: !158, inlinedAt: !161)
!174 = !DILocation(line: 13, column: 14, scope: !158, inlinedAt: !161)
!175 = !DILocation(line: 13, column: 9, scope: !158, inlinedAt: !161)
!176 = !DILocation(line: 13, column: 18, scope: !158, inlinedAt: !161)
!177 = !DILocation(line: 14, column: 20, scope: !158, inlinedAt: !161)
!178 = !DILocation(line: 14, column: 14, scope: !158, inlinedAt: !161)
!179 = !DILocation(line: 14, column: 9, scope: !158, inlinedAt: !161)
!180 = !DILocation(line: 14, column: 18, scope: !158, inlinedAt: !161)
!181 = !DILocation(line: 9, column: 26, scope: !159, inlinedAt: !161)
!182 = !DILocation(line: 9, column: 5, scope: !146, inlinedAt: !161)
!183 = distinct !{!183, !182, !184, !135, !136}
!184 = !DILocation(line: 16, column: 5, scope: !146, inlinedAt: !161)
!185 = !DILocalVariable(name: "in", arg: 1, scope: !186, file: !2, line: 20, type: !150)
!186 = distinct !DISubprogram(name: "rle_decode", scope: !2, file: !2, line: 20, type: !148, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !187)
!187 = !{!185, !188, !189, !190, !191}
!188 = !DILocalVariable(name: "n", arg: 2, scope: !186, file: !2, line: 20, type: !50)
!189 = !DILocalVariable(name: "out", arg: 3, scope: !186, file: !2, line: 20, type: !35)
!190 = !DILocalVariable(name: "o", scope: !186, file: !2, line: 21, type: !50)
!191 = !DILocalVariable(name: "i", scope: !192, file: !2, line: 22, type: !50)
!192 = distinct !DILexicalBlock(scope: !186, file: !2, line: 22, column: 5)
!193 = !DILocation(line: 0, scope: !186, inlinedAt: !194)
!194 = distinct !DILocation(line: 119, column: 21, scope: !48)
!195 = !DILocation(line: 0, scope: !192, inlinedAt: !194)
!196 = !DILocation(line: 22, column: 30, scope: !197, inlinedAt: !194)
!197 = distinct !DILexicalBlock(scope: !192, file: !2, line: 22, column: 5)
!198 = !DILocation(line: 22, column: 5, scope: !192, inlinedAt: !194)
!199 = !DILocation(line: 23, column: 20, scope: !200, inlinedAt: !194)
!200 = distinct !DILexicalBlock(scope: !197, file: !2, line: 22, column: 43)
!201 = !DILocation(line: 23, column: 25, scope: !200, inlinedAt: !194)
!202 = !DILocation(line: 23, column: 36, scope: !200, inlinedAt: !194)
!203 = !DILocation(line: 23, column: 9, scope: !200, inlinedAt: !194)
!204 = !DILocation(line: 24, column: 11, scope: !200, inlinedAt: !194)
!205 = !DILocation(line: 22, column: 37, scope: !197, inlinedAt: !194)
!206 = !DILocation(line: 22, column: 26, scope: !197, inlinedAt: !194)
!207 = distinct !{!207, !198, !208, !135, !136}
!208 = !DILocation(line: 25, column: 5, scope: !192, inlinedAt: !194)
!209 = !DILocation(line: 120, column: 25, scope: !48)
!210 = !DILocation(line: 120, column: 30, scope: !48)
!211 = !DILocation(line: 120, column: 33, scope: !48)
!212 = !DILocation(line: 120, column: 54, scope: !48)
!213 = !DILocalVariable(name: "in", arg: 1, scope: !214, file: !2, line: 30, type: !150)
!214 = distinct !DISubprogram(name: "lz_encode", scope: !2, file: !2, line: 30, type: !148, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !215)
!215 = !{!213, !216, !217, !218, !219, !220, !221, !223, !224, !225, !227, !230, !234}
!216 = !DILocalVariable(name: "n", arg: 2, scope: !214, file: !2, line: 30, type: !50)
!217 = !DILocalVariable(name: "out", arg: 3, scope: !214, file: !2, line: 30, type: !35)
!218 = !DILocalVariable(name: "o", scope: !214, file: !2, line: 31, type: !50)
!219 = !DILocalVariable(name: "i", scope: !214, file: !2, line: 31, type: !50)
!220 = !DILocalVariable(name: "lit_start", scope: !214, file: !2, line: 31, type: !50)
!221 = !DILocalVariable(name: "best_len", scope: !222, file: !2, line: 33, type: !50)
!222 = distinct !DILexicalBlock(scope: !214, file: !2, line: 32, column: 19)
!223 = !DILocalVariable(name: "best_dist", scope: !222, file: !2, line: 33, type: !50)
!224 = !DILocalVariable(name: "window", scope: !222, file: !2, line: 34, type: !50)
!225 = !DILocalVariable(name: "j", scope: !226, file: !2, line: 35, type: !50)
!226 = distinct !DILexicalBlock(scope: !222, file: !2, line: 35, column: 9)
!227 = !DILocalVariable(name: "len", scope: !228, file: !2, line: 36, type: !50)
!228 = distinct !DILexicalBlock(scope: !229, file: !2, line: 35, column: 45)
!229 = distinct !DILexicalBlock(scope: !226, file: !2, line: 35, column: 9)
!230 = !DILocalVariable(name: "chunk", scope: !231, file: !2, line: 46, type: !50)
!231 = distinct !DILexicalBlock(scope: !232, file: !2, line: 45, column: 35)
!232 = distinct !DILexicalBlock(scope: !233, file: !2, line: 44, column: 28)
!233 = distinct !DILexicalBlock(scope: !222, file: !2, line: 44, column: 13)
!234 = !DILocalVariable(name: "chunk", scope: !235, file: !2, line: 64, type: !50)
!235 = distinct !DILexicalBlock(scope: !214, file: !2, line: 63, column: 27)
!236 = !DILocation(line: 0, scope: !214, inlinedAt: !237)
!237 = distinct !DILocation(line: 121, column: 20, scope: !48)
!238 = !DILocation(line: 32, column: 5, scope: !214, inlinedAt: !237)
!239 = !DILocation(line: 63, column: 22, scope: !214, inlinedAt: !237)
!240 = !DILocation(line: 63, column: 5, scope: !214, inlinedAt: !237)
!241 = !DILocation(line: 0, scope: !222, inlinedAt: !237)
!242 = !DILocation(line: 34, column: 25, scope: !222, inlinedAt: !237)
!243 = !DILocation(line: 0, scope: !226, inlinedAt: !237)
!244 = !DILocation(line: 35, column: 35, scope: !229, inlinedAt: !237)
!245 = !DILocation(line: 35, column: 9, scope: !226, inlinedAt: !237)
!246 = !DILocation(line: 0, scope: !228, inlinedAt: !237)
!247 = !DILocation(line: 37, column: 32, scope: !228, inlinedAt: !237)
!248 = !DILocation(line: 44, column: 22, scope: !233, inlinedAt: !237)
!249 = !DILocation(line: 44, column: 13, scope: !222, inlinedAt: !237)
!250 = !DILocation(line: 45, column: 30, scope: !232, inlinedAt: !237)
!251 = !DILocation(line: 45, column: 13, scope: !232, inlinedAt: !237)
!252 = !DILocation(line: 37, column: 35, scope: !228, inlinedAt: !237)
!253 = !DILocation(line: 37, column: 50, scope: !228, inlinedAt: !237)
!254 = !DILocation(line: 37, column: 47, scope: !228, inlinedAt: !237)
!255 = !DILocation(line: 37, column: 62, scope: !228, inlinedAt: !237)
!256 = !DILocation(line: 38, column: 20, scope: !228, inlinedAt: !237)
!257 = !DILocation(line: 37, column: 28, scope: !228, inlinedAt: !237)
!258 = distinct !{!258, !259, !256, !135, !136}
!259 = !DILocation(line: 37, column: 13, scope: !228, inlinedAt: !237)
!260 = !DILocation(line: 39, column: 21, scope: !261, inlinedAt: !237)
!261 = distinct !DILexicalBlock(scope: !228, file: !2, line: 39, column: 17)
!262 = !DILocation(line: 39, column: 17, scope: !228, inlinedAt: !237)
!263 = !DILocation(line: 35, column: 41, scope: !229, inlinedAt: !237)
!264 = distinct !{!264, !245, !265, !135, !136}
!265 = !DILocation(line: 43, column: 9, scope: !226, inlinedAt: !237)
!266 = !DILocation(line: 46, column: 34, scope: !231, inlinedAt: !237)
!267 = !DILocation(line: 46, column: 32, scope: !231, inlinedAt: !237)
!268 = !DILocation(line: 0, scope: !231, inlinedAt: !237)
!269 = !DILocation(line: 47, column: 17, scope: !231, inlinedAt: !237)
!270 = !DILocation(line: 47, column: 26, scope: !231, inlinedAt: !237)
!271 = !DILocation(line: 48, column: 28, scope: !231, inlinedAt: !237)
!272 = !DILocation(line: 48, column: 22, scope: !231, inlinedAt: !237)
!273 = !DILocation(line: 48, column: 17, scope: !231, inlinedAt: !237)
!274 = !DILocation(line: 48, column: 26, scope: !231, inlinedAt: !237)
!275 = !DILocation(line: 49, column: 28, scope: !231, inlinedAt: !237)
!276 = !DILocation(line: 49, column: 36, scope: !231, inlinedAt: !237)
!277 = !DILocation(line: 49, column: 17, scope: !231, inlinedAt: !237)
!278 = !DILocation(line: 50, column: 19, scope: !231, inlinedAt: !237)
!279 = !DILocation(line: 51, column: 27, scope: !231, inlinedAt: !237)
!280 = distinct !{!280, !251, !281, !135, !136}
!281 = !DILocation(line: 52, column: 13, scope: !232, inlinedAt: !237)
!282 = !DILocation(line: 53, column: 13, scope: !232, inlinedAt: !237)
!283 = !DILocation(line: 53, column: 22, scope: !232, inlinedAt: !237)
!284 = !DILocation(line: 54, column: 50, scope: !232, inlinedAt: !237)
!285 = !DILocation(line: 54, column: 24, scope: !232, inlinedAt: !237)
!286 = !DILocation(line: 54, column: 13, scope: !232, inlinedAt: !237)
!287 = !DILocation(line: 54, column: 22, scope: !232, inlinedAt: !237)
!288 = !DILocation(line: 55, column: 24, scope: !232, inlinedAt: !237)
!289 = !DILocation(line: 55, column: 13, scope: !232, inlinedAt: !237)
!290 = !DILocation(line: 55, column: 22, scope: !232, inlinedAt: !237)
!291 = !DILocation(line: 56, column: 24, scope: !232, inlinedAt: !237)
!292 = !DILocation(line: 56, column: 18, scope: !232, inlinedAt: !237)
!293 = !DILocation(line: 56, column: 13, scope: !232, inlinedAt: !237)
!294 = !DILocation(line: 56, column: 22, scope: !232, inlinedAt: !237)
!295 = !DILocation(line: 57, column: 15, scope: !232, inlinedAt: !237)
!296 = !DILocation(line: 59, column: 9, scope: !232, inlinedAt: !237)
!297 = !DILocation(line: 60, column: 14, scope: !298, inlinedAt: !237)
!298 = distinct !DILexicalBlock(scope: !233, file: !2, line: 59, column: 16)
!299 = !DILocation(line: 0, scope: !233, inlinedAt: !237)
!300 = !DILocation(line: 32, column: 14, scope: !214, inlinedAt: !237)
!301 = distinct !{!301, !238, !302, !135, !136}
!302 = !DILocation(line: 62, column: 5, scope: !214, inlinedAt: !237)
!303 = !DILocation(line: 64, column: 26, scope: !235, inlinedAt: !237)
!304 = !DILocation(line: 64, column: 24, scope: !235, inlinedAt: !237)
!305 = !DILocation(line: 0, scope: !235, inlinedAt: !237)
!306 = !DILocation(line: 65, column: 9, scope: !235, inlinedAt: !237)
!307 = !DILocation(line: 65, column: 18, scope: !235, inlinedAt: !237)
!308 = !DILocation(line: 66, column: 20, scope: !235, inlinedAt: !237)
!309 = !DILocation(line: 66, column: 14, scope: !235, inlinedAt: !237)
!310 = !DILocation(line: 66, column: 9, scope: !235, inlinedAt: !237)
!311 = !DILocation(line: 66, column: 18, scope: !235, inlinedAt: !237)
!312 = !DILocation(line: 67, column: 20, scope: !235, inlinedAt: !237)
!313 = !DILocation(line: 67, column: 28, scope: !235, inlinedAt: !237)
!314 = !DILocation(line: 67, column: 9, scope: !235, inlinedAt: !237)
!315 = !DILocation(line: 68, column: 11, scope: !235, inlinedAt: !237)
!316 = !DILocation(line: 69, column: 19, scope: !235, inlinedAt: !237)
!317 = distinct !{!317, !240, !318, !135, !136}
!318 = !DILocation(line: 70, column: 5, scope: !214, inlinedAt: !237)
!319 = !DILocalVariable(name: "in", arg: 1, scope: !320, file: !2, line: 74, type: !150)
!320 = distinct !DISubprogram(name: "lz_decode", scope: !2, file: !2, line: 74, type: !148, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !321)
!321 = !{!319, !322, !323, !324, !325, !327, !332, !334, !335}
!322 = !DILocalVariable(name: "n", arg: 2, scope: !320, file: !2, line: 74, type: !50)
!323 = !DILocalVariable(name: "out", arg: 3, scope: !320, file: !2, line: 74, type: !35)
!324 = !DILocalVariable(name: "o", scope: !320, file: !2, line: 75, type: !50)
!325 = !DILocalVariable(name: "i", scope: !326, file: !2, line: 76, type: !50)
!326 = distinct !DILexicalBlock(scope: !320, file: !2, line: 76, column: 5)
!327 = !DILocalVariable(name: "len", scope: !328, file: !2, line: 78, type: !50)
!328 = distinct !DILexicalBlock(scope: !329, file: !2, line: 77, column: 25)
!329 = distinct !DILexicalBlock(scope: !330, file: !2, line: 77, column: 13)
!330 = distinct !DILexicalBlock(scope: !331, file: !2, line: 76, column: 32)
!331 = distinct !DILexicalBlock(scope: !326, file: !2, line: 76, column: 5)
!332 = !DILocalVariable(name: "dist", scope: !333, file: !2, line: 83, type: !50)
!333 = distinct !DILexicalBlock(scope: !329, file: !2, line: 82, column: 16)
!334 = !DILocalVariable(name: "len", scope: !333, file: !2, line: 84, type: !50)
!335 = !DILocalVariable(name: "k", scope: !336, file: !2, line: 85, type: !50)
!336 = distinct !DILexicalBlock(scope: !333, file: !2, line: 85, column: 13)
!337 = !DILocation(line: 0, scope: !320, inlinedAt: !338)
!338 = distinct !DILocation(line: 122, column: 21, scope: !48)
!339 = !DILocation(line: 0, scope: !326, inlinedAt: !338)
!340 = !DILocation(line: 76, column: 26, scope: !331, inlinedAt: !338)
!341 = !DILocation(line: 76, column: 5, scope: !326, inlinedAt: !338)
!342 = !DILocation(line: 77, column: 13, scope: !329, inlinedAt: !338)
!343 = !DILocation(line: 77, column: 19, scope: !329, inlinedAt: !338)
!344 = !DILocation(line: 77, column: 13, scope: !330, inlinedAt: !338)
!345 = !DILocation(line: 78, column: 26, scope: !328, inlinedAt: !338)
!346 = !DILocation(line: 0, scope: !328, inlinedAt: !338)
!347 = !DILocation(line: 79, column: 24, scope: !328, inlinedAt: !338)
!348 = !DILocation(line: 79, column: 36, scope: !328, inlinedAt: !338)
!349 = !DILocation(line: 79, column: 13, scope: !328, inlinedAt: !338)
!350 = !DILocation(line: 81, column: 20, scope: !328, inlinedAt: !338)
!351 = !DILocation(line: 82, column: 9, scope: !328, inlinedAt: !338)
!352 = !DILocation(line: 0, scope: !333, inlinedAt: !338)
!353 = !DILocation(line: 84, column: 26, scope: !333, inlinedAt: !338)
!354 = !DILocation(line: 0, scope: !336, inlinedAt: !338)
!355 = !DILocation(line: 85, column: 34, scope: !356, inlinedAt: !338)
!356 = distinct !DILexicalBlock(scope: !336, file: !2, line: 85, column: 13)
!357 = !DILocation(line: 85, column: 13, scope: !336, inlinedAt: !338)
!358 = !DILocation(line: 83, column: 35, scope: !333, inlinedAt: !338)
!359 = !DILocation(line: 83, column: 27, scope: !333, inlinedAt: !338)
!360 = !DILocation(line: 83, column: 45, scope: !333, inlinedAt: !338)
!361 = !DILocation(line: 83, column: 52, scope: !333, inlinedAt: !338)
!362 = !DILocation(line: 83, column: 50, scope: !333, inlinedAt: !338)
!363 = !DILocation(line: 86, column: 30, scope: !356, inlinedAt: !338)
!364 = !DILocation(line: 86, column: 17, scope: !356, inlinedAt: !338)
!365 = !DILocation(line: 86, column: 28, scope: !356, inlinedAt: !338)
!366 = !DILocation(line: 85, column: 42, scope: !356, inlinedAt: !338)
!367 = distinct !{!367, !357, !368, !135, !136}
!368 = !DILocation(line: 86, column: 46, scope: !336, inlinedAt: !338)
!369 = !DILocation(line: 0, scope: !329, inlinedAt: !338)
!370 = distinct !{!370, !341, !371, !135, !136}
!371 = !DILocation(line: 90, column: 5, scope: !326, inlinedAt: !338)
!372 = !DILocation(line: 123, column: 24, scope: !48)
!373 = !DILocation(line: 123, column: 29, scope: !48)
!374 = !DILocation(line: 123, column: 32, scope: !48)
!375 = !DILocation(line: 123, column: 53, scope: !48)
!376 = !DILocation(line: 0, scope: !75)
!377 = !DILocation(line: 125, column: 30, scope: !378)
!378 = distinct !DILexicalBlock(scope: !75, file: !2, line: 125, column: 9)
!379 = !DILocation(line: 125, column: 9, scope: !75)
!380 = !DILocation(line: 127, column: 9, scope: !48)
!381 = !DILocation(line: 98, column: 38, scope: !49)
!382 = !DILocation(line: 98, column: 29, scope: !49)
!383 = distinct !{!383, !95, !384, !135, !136}
!384 = !DILocation(line: 129, column: 5, scope: !46)
!385 = !DILocation(line: 126, column: 19, scope: !378)
!386 = !DILocation(line: 126, column: 26, scope: !378)
!387 = !DILocation(line: 126, column: 24, scope: !378)
!388 = !DILocation(line: 125, column: 36, scope: !378)
!389 = distinct !{!389, !379, !390, !135, !136}
!390 = !DILocation(line: 126, column: 31, scope: !75)
!391 = !DISubprogram(name: "malloc", scope: !392, file: !392, line: 553, type: !393, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!392 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!393 = !DISubroutineType(types: !394)
!394 = !{!395, !50}
!395 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!396 = !DISubprogram(name: "printf", scope: !397, file: !397, line: 356, type: !398, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!397 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!398 = !DISubroutineType(types: !399)
!399 = !{!32, !400, null}
!400 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !41)
!401 = !DISubprogram(name: "free", scope: !392, file: !392, line: 568, type: !402, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!402 = !DISubroutineType(types: !403)
!403 = !{null, !395}
